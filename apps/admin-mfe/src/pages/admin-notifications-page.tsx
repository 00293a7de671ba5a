import { useTranslation } from '@harman/i18n';
import { PageHead } from '@harman/ui';
import './admin.css';
import { BroadcastForm } from '../features/notification-broadcast/broadcast-form';
import { addBroadcastTranslations } from '../features/notification-broadcast/broadcast-translations';

addBroadcastTranslations();

/** /admin/notifications: the staff broadcast on a page of its own, until the dashboard mounts it as a tab. */
export function AdminNotificationsPage() {
  const { t } = useTranslation('adminBroadcast');
  return (
    <section className="admin-dashboard" aria-labelledby="admin-broadcast-title">
      <PageHead title={t('pageTitle')} />
      <h1 id="admin-broadcast-title">{t('title')}</h1>
      <BroadcastForm />
    </section>
  );
}

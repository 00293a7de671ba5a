import { useTranslation } from '@harman/i18n';
import { PageHead } from '@harman/ui';

/** A tab whose data arrives with the orders work (Siparişler, Raporlar): its title and a notice until then. */
export function PendingTabPage({ tab }: { tab: 'orders' | 'reports' }) {
  const { t } = useTranslation('panel');
  return (
    <section aria-labelledby={`admin-${tab}-title`}>
      <PageHead title={t(`${tab}.title`)} />
      <h1 id={`admin-${tab}-title`}>{t(`${tab}.title`)}</h1>
      <p className="admin-alert admin-alert--info">{t('shell.comingWithOrders')}</p>
    </section>
  );
}

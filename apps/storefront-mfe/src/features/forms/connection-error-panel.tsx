import { useTranslation } from '@harman/i18n';
import { Banner, Button } from '@harman/ui';

/** Replaces a form whose connectivity check failed (spec: 'Bağlantı Hatası' with a refresh button). */
export function ConnectionErrorPanel() {
  const { t } = useTranslation('common');
  const { t: tForms } = useTranslation('forms');
  return (
    <Banner
      tone="error"
      title={t('connectionError.title')}
      actions={<Button onClick={() => window.location.reload()}>{tForms('status.refresh')}</Button>}
    >
      <p>{t('connectionError.text')}</p>
    </Banner>
  );
}

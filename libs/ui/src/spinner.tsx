import { useTranslation } from '@harman/i18n';
import { ensureUiTranslations } from './translations';

export function Spinner({ label, fullHeight = false }: { label?: string; fullHeight?: boolean }) {
  ensureUiTranslations();
  const { t } = useTranslation('ui');
  return (
    <div className={fullHeight ? 'hm-spinner-block hm-spinner-block--tall' : 'hm-spinner-block'} role="status" aria-live="polite">
      <span className="hm-spinner" aria-hidden="true" />
      <span className="hm-visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}

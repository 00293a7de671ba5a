import { useTranslation } from '@harman/i18n';
import { Button } from './button';
import { Icon } from './icon';
import { ensureUiTranslations } from './translations';

export interface ErrorFallbackProps {
  onRetry: () => void;
  /** Where 'home' goes; defaults to a full navigation to `/`. */
  onHome?: () => void;
  busy?: boolean;
}

/** The spec's 'Bir şeyler ters gitti' screen, shown in the slot of whatever failed. */
export function ErrorFallback({ onRetry, onHome, busy = false }: ErrorFallbackProps) {
  ensureUiTranslations();
  const { t } = useTranslation('ui');
  return (
    <section className="hm-state" role="alert" aria-labelledby="hm-error-title">
      <div className="hm-state__icon"><Icon name="coffee" size={48} /></div>
      <h1 id="hm-error-title" className="hm-state__title">{t('errorTitle')}</h1>
      <p className="hm-state__text">{t('errorText')}</p>
      <div className="hm-state__actions">
        <Button onClick={onRetry} busy={busy}>{t('retry')}</Button>
        <Button variant="secondary" onClick={onHome ?? (() => window.location.assign('/'))}>{t('home')}</Button>
      </div>
    </section>
  );
}

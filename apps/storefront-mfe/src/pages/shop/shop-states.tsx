import { isApiError } from '@harman/api-client';
import { useTranslation } from '@harman/i18n';
import { Button, Icon } from '@harman/ui';
import { fetchFailedText } from '../../features/catalog/error-text';

/** 'Ürün bulunamadı' with a reset of the search, category and price. */
export function ShopEmpty({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <div className="hm-state shop-state" data-testid="shop-empty">
      <div className="hm-state__icon"><Icon name="search" size={40} /></div>
      <h2 className="hm-state__title">{t('list.emptyTitle')}</h2>
      <p className="hm-state__text">{t('list.emptyText')}</p>
      <div className="hm-state__actions">
        <Button onClick={onReset}>{t('list.reset')}</Button>
      </div>
    </div>
  );
}

/**
 * 'Ürünler yüklenemedi', the reason, and a retry. A refused query (400) cannot succeed on retry: it says the
 * search or filters were not understood and offers the reset instead.
 */
export function ShopError({ error, onRetry, onReset, busy }: { error: unknown; onRetry: () => void; onReset: () => void; busy: boolean }) {
  const { t } = useTranslation('shop');
  const refused = isApiError(error) && error.status === 400;
  return (
    <div className="hm-state shop-state" role="alert" data-testid="shop-error">
      <div className="hm-state__icon"><Icon name="coffee" size={40} /></div>
      <h2 className="hm-state__title">{t('list.errorTitle')}</h2>
      <p className="hm-state__text">{refused ? t('list.invalidQuery') : fetchFailedText(t, error, t('list.fetchFailed'))}</p>
      <div className="hm-state__actions">
        {refused ? <Button onClick={onReset}>{t('list.reset')}</Button> : <Button onClick={onRetry} busy={busy}>{t('list.retry')}</Button>}
      </div>
    </div>
  );
}

import { useHref } from 'react-router-dom';
import { TIMINGS } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import type { ShowToastOptions } from '@harman/ui';
import { useFavourite } from '../../features/catalog/use-favourite';

type Show = (text: string, options: ShowToastOptions) => void;

const svg = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

/**
 * The two icon buttons beside 'Hemen Satın Al': share (the system share sheet where there is one, otherwise
 * the link is copied) and favourite (kept on this browser, or in the account when signed in).
 */
export function ProductIconActions({ productId, name, path, show }: { productId: string; name: string; path: string; show: Show }) {
  const { t } = useTranslation('shop');
  const { favourite, toggle: toggleFavourite } = useFavourite(productId);
  // The page's address in its language ('/en/shop/…' in English).
  const href = useHref(path);

  const share = async () => {
    const url = new URL(href, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the shopper closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show(t('product.linkCopied'), { durationMs: TIMINGS.toastMs });
    } catch {
      show(t('product.shareFailed'), { tone: 'error', durationMs: TIMINGS.toastMs });
    }
  };

  const toggle = async () => {
    try {
      const next = await toggleFavourite();
      show(next ? t('product.favouriteAdded') : t('product.favouriteRemoved'), { tone: 'info', durationMs: TIMINGS.toastMs });
    } catch {
      show(t('product.favouriteFailed'), { tone: 'error', durationMs: TIMINGS.toastMs });
    }
  };

  return (
    <div className="product-icon-actions">
      <button type="button" className="product-icon-actions__button" aria-label={t('product.share')} title={t('product.share')} onClick={() => void share()}>
        <svg {...svg}>
          <path d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
      </button>
      <button
        type="button"
        className="product-icon-actions__button"
        aria-label={t('product.favourite')}
        title={t('product.favourite')}
        aria-pressed={favourite}
        onClick={() => void toggle()}
        data-testid="favourite-button"
      >
        <svg {...svg} fill={favourite ? 'currentColor' : 'none'}>
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      </button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '@harman/auth';
import { TIMINGS } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button, type ShowToastOptions } from '@harman/ui';
import { useBackInStock } from '../../features/catalog/back-in-stock';

type Show = (text: string, options: ShowToastOptions) => void;

/**
 * 'Stoğa gelince haber ver' under a sold-out product: a customer asks (and may take it back); a visitor is asked
 * to sign in first, and comes back here after it.
 */
export function BackInStockRequest({ productId, show }: { productId: string; show: Show }) {
  const { t } = useTranslation('shop');
  const location = useLocation();
  const { state, ask, cancel } = useBackInStock(productId);
  const [prompt, setPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  /** The button pressed goes away with the state it changed: keyboard focus goes to the new state's button. */
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    box.current?.querySelector('button')?.focus();
  }, [state]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    refocus.current = true;
    try {
      await action();
    } catch {
      refocus.current = false;
      show(t('product.backInStock.failed'), { tone: 'error', durationMs: TIMINGS.toastMs });
    } finally {
      setBusy(false);
    }
  };

  if (state === 'staff' || state === 'loading') return null;
  if (state === 'waiting') {
    return (
      <div className="back-in-stock" data-testid="back-in-stock" ref={box}>
        <p role="status">{t('product.backInStock.waiting')}</p>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void run(cancel)}>
          {t('product.backInStock.cancel')}
        </Button>
      </div>
    );
  }
  if (state === 'in-stock') {
    return (
      <div className="back-in-stock" data-testid="back-in-stock" ref={box}>
        <p role="status">{t('product.backInStock.inStock')}</p>
      </div>
    );
  }
  return (
    <div className="back-in-stock" data-testid="back-in-stock" ref={box}>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => (state === 'guest' ? setPrompt(true) : void run(ask))}
      >
        {t('product.backInStock.ask')}
      </Button>
      {prompt && state === 'guest' ? (
        <p role="status">
          {t('product.backInStock.signInPrompt')}{' '}
          <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t('product.backInStock.signIn')}</Link>
        </p>
      ) : null}
    </div>
  );
}

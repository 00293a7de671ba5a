import { useEffect, useState } from 'react';
import { sessionFetch, useSession } from '@harman/auth';
import { backInStockStatusSchema, type BackInStockStatus } from '@harman/contracts';

/** `/api/products/:id/back-in-stock`: the signed-in customer's 'Stoğa gelince haber ver' for one product. */
const path = (productId: string) => `/products/${encodeURIComponent(productId)}/back-in-stock`;
const getStatus = (productId: string) => sessionFetch(path(productId), { schema: backInStockStatusSchema });
const ask = (productId: string) => sessionFetch(path(productId), { method: 'PUT', body: {}, schema: backInStockStatusSchema });
const cancel = (productId: string) => sessionFetch(path(productId), { method: 'DELETE', schema: backInStockStatusSchema });

export type BackInStockState = 'guest' | 'staff' | 'loading' | 'idle' | 'waiting' | 'in-stock';

/** Where the shopper stands with a sold-out product, and the two things they can do about it. */
export function useBackInStock(productId: string) {
  const session = useSession();
  const role = session.status === 'authenticated' ? session.user.role : null;
  const [state, setState] = useState<BackInStockState>('loading');

  useEffect(() => {
    if (session.status !== 'authenticated') {
      setState(session.status === 'loading' ? 'loading' : 'guest');
      return;
    }
    // Staff have no customer requests (the api refuses them): they see the stock, not the button.
    if (role !== 'user') {
      setState('staff');
      return;
    }
    let cancelled = false;
    setState('loading');
    getStatus(productId)
      .then((status) => !cancelled && setState(status.waiting ? 'waiting' : 'idle'))
      .catch(() => !cancelled && setState('idle'));
    return () => {
      cancelled = true;
    };
  }, [session.status, role, productId]);

  const apply = (status: BackInStockStatus, asked: boolean) => setState(status.waiting ? 'waiting' : asked ? 'in-stock' : 'idle');
  return {
    state,
    ask: async () => apply(await ask(productId), true),
    cancel: async () => apply(await cancel(productId), false),
  };
}

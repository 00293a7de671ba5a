import { apiFetch } from '@harman/api-client';
import { CART_QUOTE_MAX_LINES, cartQuoteSchema, type CartItem, type CartQuote } from '@harman/contracts';

/**
 * `POST /api/cart/quote`: the stored lines priced by the api. The shown price goes along only so the api can flag
 * a change. A quote stores nothing, so it is retried like a read.
 */
export function getCartQuote(items: readonly CartItem[], signal?: AbortSignal): Promise<CartQuote> {
  const lines = items.slice(0, CART_QUOTE_MAX_LINES).map(({ id, variant, quantity, price }) => ({
    id,
    ...(variant ? { variant } : {}),
    quantity,
    price,
  }));
  return apiFetch('/cart/quote', { method: 'POST', body: { items: lines }, schema: cartQuoteSchema, signal, retry: true });
}

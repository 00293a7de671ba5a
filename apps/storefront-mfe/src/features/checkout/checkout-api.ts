import {
  cardTokenSchema,
  CHECKOUT_TOKEN_HEADER,
  checkoutQuoteSchema,
  checkoutSessionSchema,
  placeOrderResultSchema,
  type CardTokenizeInput,
  type CheckoutQuoteRequest,
  type CreateCheckoutSessionInput,
  type PlaceOrderInput,
  type ThreeDsConfirmInput,
} from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { sessionFetch } from '@harman/auth';

/**
 * The checkout's calls (apps/api/src/modules/orders/README.md). `sessionFetch` everywhere: a signed-in
 * customer's lapsed access cookie is refreshed once, and a guest's 401s never happen. Posts are not retried
 * (placing an order is made safe by its idempotency key, not by retries here).
 */
const tokenHeader = (token: string) => ({ [CHECKOUT_TOKEN_HEADER]: token });

/** `POST /api/checkout/quote`: the cart priced for the address and delivery known so far; holds nothing. */
export const getCheckoutQuote = (body: CheckoutQuoteRequest, signal?: AbortSignal) =>
  sessionFetch('/checkout/quote', { method: 'POST', body, schema: checkoutQuoteSchema, signal, retry: true });

/** `POST /api/checkout/sessions`: holds the stock for the payment step. */
export const createCheckoutSession = (body: CreateCheckoutSessionInput) =>
  sessionFetch('/checkout/sessions', { method: 'POST', body, schema: checkoutSessionSchema });

export const getCheckoutSession = (id: string, token: string, signal?: AbortSignal) =>
  sessionFetch(`/checkout/sessions/${encodeURIComponent(id)}`, { schema: checkoutSessionSchema, headers: tokenHeader(token), signal });

/** Gives the held stock back (going back to change the address or delivery). */
export const releaseCheckoutSession = (id: string, token: string) =>
  sessionFetch(`/checkout/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', headers: tokenHeader(token) });

export const placeOrder = (id: string, token: string, body: PlaceOrderInput) =>
  sessionFetch(`/checkout/sessions/${encodeURIComponent(id)}/orders`, {
    method: 'POST',
    body,
    schema: placeOrderResultSchema,
    headers: tokenHeader(token),
    // Generous: the provider may be slow, and a retry after a time-out would carry the same key anyway.
    timeoutMs: 30_000,
  });

export const confirmThreeDs = (orderId: string, token: string, body: ThreeDsConfirmInput) =>
  sessionFetch(`/checkout/orders/${encodeURIComponent(orderId)}/3ds`, {
    method: 'POST',
    body,
    schema: placeOrderResultSchema,
    headers: tokenHeader(token),
  });

/**
 * The payment provider's tokenize call: the only request that ever carries the card number and CVC. With a real
 * PSP this is its hosted field on its own origin; in development it is the api's development provider.
 */
export const tokenizeCard = (body: CardTokenizeInput) =>
  apiFetch('/payment-provider/dev/tokens', { method: 'POST', body, schema: cardTokenSchema });

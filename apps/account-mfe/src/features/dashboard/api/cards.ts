import {
  cardTokenSchema,
  savedCardListSchema,
  savedCardSchema,
  type CardTokenizeInput,
  type SaveCardInput,
  type UpdateCardInput,
} from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { sessionFetch } from '@harman/auth';

/**
 * The payment provider's tokenize call: the only request that carries the card number and CVC. With a real PSP
 * this is its hosted field on its own origin; in development it is the api's development provider.
 */
export const tokenizeCard = (body: CardTokenizeInput) => apiFetch('/payment-provider/dev/tokens', { method: 'POST', body, schema: cardTokenSchema });

export const getCards = () => sessionFetch('/account/cards', { schema: savedCardListSchema });
export const saveCard = (body: SaveCardInput) => sessionFetch('/account/cards', { method: 'POST', body, schema: savedCardSchema });
export const updateCard = (id: string, body: UpdateCardInput) =>
  sessionFetch(`/account/cards/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: savedCardSchema });
export const makeDefaultCard = (id: string) =>
  sessionFetch(`/account/cards/${encodeURIComponent(id)}/default`, { method: 'POST', body: {}, schema: savedCardSchema });
export const deleteCard = (id: string) => sessionFetch(`/account/cards/${encodeURIComponent(id)}`, { method: 'DELETE' });

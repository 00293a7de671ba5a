import { customerOrderDetailSchema } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';

/** `GET /api/orders/guest/:token`: the one order a guest's confirmation mail links to (signed, expiring token). */
export const getGuestOrder = (token: string, signal?: AbortSignal) =>
  apiFetch(`/orders/guest/${encodeURIComponent(token)}`, { schema: customerOrderDetailSchema, signal });

export const guestInvoiceUrl = (token: string) => `/api/orders/guest/${encodeURIComponent(token)}/invoice`;

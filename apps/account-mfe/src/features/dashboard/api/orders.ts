import { customerOrderDetailSchema } from '@harman/contracts';
import { sessionFetch } from '@harman/auth';

/** `GET /api/account/orders/:id`: one of the customer's own orders with its timeline (another's answers 404). */
export const getOrder = (id: string) => sessionFetch(`/account/orders/${encodeURIComponent(id)}`, { schema: customerOrderDetailSchema });

/** The PDF invoice; a plain link, so the browser downloads it with the session cookie. */
export const invoiceUrl = (id: string) => `/api/account/orders/${encodeURIComponent(id)}/invoice`;

import { sessionFetch } from '@harman/auth';
import { adminOrderDetailSchema, adminOrderListSchema, type OrderActionInput } from '@harman/contracts';

export const getOrders = (query: string) => sessionFetch(`/admin/orders${query}`, { schema: adminOrderListSchema });
export const getOrder = (id: string) => sessionFetch(`/admin/orders/${encodeURIComponent(id)}`, { schema: adminOrderDetailSchema });
export const orderAction = (id: string, body: OrderActionInput) =>
  sessionFetch(`/admin/orders/${encodeURIComponent(id)}/actions`, { method: 'POST', body, schema: adminOrderDetailSchema });

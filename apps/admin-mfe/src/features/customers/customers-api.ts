import { sessionFetch } from '@harman/auth';
import { customerDetailSchema, customerListSchema } from '@harman/contracts';

const base = '/admin/customers';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
export const getCustomers = (query: string) => sessionFetch(`${base}${query}`, { schema: customerListSchema });
export const getCustomer = (id: string) => sessionFetch(one(id), { schema: customerDetailSchema });
export const setCustomerStatus = (id: string, status: 'active' | 'disabled') =>
  sessionFetch(`${one(id)}/status`, { method: 'PATCH', body: { status }, schema: customerDetailSchema });
export const endCustomerSessions = (id: string) => sessionFetch<{ ended: number }>(`${one(id)}/sessions/end`, { method: 'POST', body: {} });
export const resendVerification = (id: string) => sessionFetch(`${one(id)}/verification`, { method: 'POST', body: {} });
export const changeCustomerRole = (id: string, role: 'user' | 'admin', confirmEmail: string) =>
  sessionFetch(`${one(id)}/role`, { method: 'PUT', body: { role, confirmEmail }, schema: customerDetailSchema });

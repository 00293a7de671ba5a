import { addressListSchema, addressSchema, type AddressInput } from '@harman/contracts';
import { sessionFetch } from '@harman/auth';

export const getAddresses = () => sessionFetch('/account/addresses', { schema: addressListSchema });
export const createAddress = (body: AddressInput) => sessionFetch('/account/addresses', { method: 'POST', body, schema: addressSchema });
export const updateAddress = (id: string, body: AddressInput) =>
  sessionFetch(`/account/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: addressSchema });
export const makeDefaultAddress = (id: string) =>
  sessionFetch(`/account/addresses/${encodeURIComponent(id)}/default`, { method: 'POST', body: {}, schema: addressSchema });
export const deleteAddress = (id: string) => sessionFetch(`/account/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });

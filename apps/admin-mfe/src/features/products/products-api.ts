import { sessionFetch } from '@harman/auth';
import {
  adminProductDetailSchema,
  adminProductListSchema,
  type AdminProductInput,
  type StockAdjustment,
} from '@harman/contracts';

const base = '/admin/products';
export const getProducts = (query: string) => sessionFetch(`${base}${query}`, { schema: adminProductListSchema });
export const getProduct = (id: string) => sessionFetch(`${base}/${encodeURIComponent(id)}`, { schema: adminProductDetailSchema });
export const createProduct = (body: AdminProductInput) => sessionFetch(base, { method: 'POST', body, schema: adminProductDetailSchema });
export const updateProduct = (id: string, body: AdminProductInput & { version: number }) =>
  sessionFetch(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: adminProductDetailSchema });
export const setProductActive = (id: string, isActive: boolean, version: number) =>
  sessionFetch(`${base}/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { isActive, version }, schema: adminProductDetailSchema });
export const adjustStock = (id: string, body: StockAdjustment) =>
  sessionFetch(`${base}/${encodeURIComponent(id)}/stock`, { method: 'POST', body, schema: adminProductDetailSchema });
export function uploadProductImage(id: string, file: File) {
  const body = new FormData();
  body.append('image', file);
  return sessionFetch(`${base}/${encodeURIComponent(id)}/images`, { method: 'POST', body });
}
export const removeProductImage = (id: string, imageId: string) =>
  sessionFetch(`${base}/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`, { method: 'DELETE' });

import { z } from 'zod';
import { PAYMENT_METHODS } from '../order-methods';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-methods';
import { adminText } from './admin-products';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');

export const adminOrderListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).regex(/^[^\p{Cc}]*$/u).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_STATUSES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  customer: z.string(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.int(),
  createdAt: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderListSchema = z.object({ items: z.array(adminOrderSummarySchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** What staff can do to an order now, from the state machines (the api decides; the buttons follow). */
export const ORDER_ACTIONS = ['confirm', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  userId: z.string().nullable(),
  language: z.string(),
  deliveryMethod: z.string(),
  address: z.record(z.string(), z.unknown()),
  amounts: z.object({ subtotal: z.int(), vat: z.int(), vatRateBasisPoints: z.int(), shipping: z.int(), paymentFee: z.int(), total: z.int() }),
  lines: z.array(z.object({ productId: z.string().nullable(), sku: z.string(), name: z.string(), nameEn: z.string(), variant: z.string().nullable(), quantity: z.int(), unitPrice: z.int(), lineTotal: z.int() })),
  payments: z.array(z.object({ method: z.string(), status: z.string(), amount: z.int(), provider: z.string().nullable(), reference: z.string().nullable(), cardLast4: z.string().nullable(), createdAt: z.string() })),
  refunds: z.array(z.object({ amount: z.int(), reason: z.string().nullable(), reference: z.string().nullable(), createdAt: z.string() })),
  refundedAmount: z.int(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  history: z.array(z.object({ kind: z.string(), from: z.string().nullable(), to: z.string(), actor: z.string(), note: z.string().nullable(), at: z.string() })),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('confirm'), note: adminText(500).default('') }),
  z.strictObject({ action: z.literal('ship'), carrier: adminText(60, 1), trackingNumber: z.string().trim().min(3, { message: 'required' }).max(60).regex(/^[A-Za-z0-9-]+$/, 'invalidTracking'), note: adminText(500).default('') }),
  z.strictObject({ action: z.literal('deliver'), note: adminText(500).default('') }),
  z.strictObject({ action: z.literal('cancel'), note: adminText(500).default('') }),
  z.strictObject({ action: z.literal('refund'), amount: z.int({ message: 'invalidPrice' }).min(1, { message: 'invalidPrice' }), note: adminText(500).default('') }),
]);
export type OrderActionInput = z.input<typeof orderActionSchema>;

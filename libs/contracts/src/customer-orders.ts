import { z } from 'zod';
import { DELIVERY_METHODS, PAYMENT_METHODS, checkoutAddressSchema, orderAmountsSchema } from './checkout';

/**
 * A customer's own orders as the dashboard shows them (spec §3). Amounts are kuruş and are the ones stored
 * when the order was placed (DECISIONS: every view shows those, never recomputed).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const RECENT_ORDERS_SHOWN = 5;
export const ORDER_PERIODS = ['30d', '90d', 'all'] as const;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  /** Snapshot of the name when the order was placed, in Turkish and English. */
  name: z.string(),
  nameEn: z.string(),
  variant: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceKurus: z.number().int(),
  lineTotalKurus: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const customerOrderSchema = z.object({
  id: z.string(),
  /** Readable and unique, e.g. `HRM-2026-000123`. */
  number: z.string(),
  placedAt: z.iso.datetime(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The language the order was placed in (its mails use it). */
  language: z.enum(['tr', 'en']),
  subtotalKurus: z.number().int(),
  vatKurus: z.number().int(),
  shippingKurus: z.number().int(),
  /** Cash-on-delivery fee; 0 otherwise. */
  paymentFeeKurus: z.number().int(),
  totalKurus: z.number().int(),
  items: z.array(orderItemSchema),
  shipping: z.object({
    /** `checkout.delivery.<method>` in the front ends. */
    method: z.enum(DELIVERY_METHODS),
    /** One line: 'Ad Soyad, adres, ilçe / il, posta kodu'. */
    address: z.string(),
    addressDetail: checkoutAddressSchema,
    trackingNumber: z.string().nullable(),
  }),
  payment: z.object({
    /** `checkout.payment.<method>` in the front ends. */
    method: z.enum(PAYMENT_METHODS),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
  }),
  /** True once the worker has produced the PDF (`GET /api/account/orders/:id/invoice`). */
  invoiceReady: z.boolean(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** `GET /api/account/orders`: search, status, period and sort, as the page's URL carries them. */
export const orderListQuerySchema = z
  .object({
    q: z.string().trim().max(100).default(''),
    status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
    period: z.enum(ORDER_PERIODS).default('all'),
    sort: z.enum(['newest', 'oldest']).default('newest'),
  })
  .strict();
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderListSchema = z.object({ orders: z.array(customerOrderSchema), total: z.number().int() });
export type OrderList = z.infer<typeof orderListSchema>;

/** One row of the status timeline: an order or a payment status change, oldest first. */
export const orderHistoryEntrySchema = z.object({
  kind: z.enum(['order', 'payment']),
  from: z.string().nullable(),
  to: z.string(),
  at: z.iso.datetime(),
  /** Who moved it: the shopper, staff, or the system (payment, expiry). */
  actor: z.enum(['customer', 'admin', 'system']),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** `GET /api/account/orders/:id` and `GET /api/orders/guest/:token`: the order with its timeline. */
export const customerOrderDetailSchema = customerOrderSchema.extend({
  email: z.string(),
  amounts: orderAmountsSchema,
  history: z.array(orderHistoryEntrySchema),
  /** Bank transfer still unpaid: where to send the money, and by when. */
  bankTransfer: z
    .object({
      bankName: z.string(),
      accountHolder: z.string(),
      iban: z.string(),
      reference: z.string(),
      amountKurus: z.number().int(),
      payBy: z.iso.datetime(),
    })
    .nullable(),
  invoiceNumber: z.string().nullable(),
});
export type CustomerOrderDetail = z.infer<typeof customerOrderDetailSchema>;

export const accountOverviewSchema = z.object({
  firstName: z.string().nullable(),
  /** `activeOrders`: orders still on their way (pending, processing, shipped). */
  stats: z.object({
    totalOrders: z.number().int(),
    activeOrders: z.number().int(),
    totalSpentKurus: z.number().int(),
  }),
  recentOrders: z.array(customerOrderSchema).max(RECENT_ORDERS_SHOWN),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

// zod/mini: the dashboard and a guest's order link read orders on their first load, and the shell shares mini
// (see language.ts); classic zod stays with the forms (checkout.ts), which these schemas do not load.
import * as z from 'zod/mini';
import { LANGUAGES } from './constants';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-methods';
import { PROVINCES } from './provinces';
import { bankTransferDetailsSchema, orderAmountsSchema } from './order-payment';

/**
 * A customer's own orders as the dashboard shows them (spec §3). Amounts are kuruş and are the ones stored
 * when the order was placed (DECISIONS: every view shows those, never recomputed).
 */
export const RECENT_ORDERS_SHOWN = 5;
export const ORDER_PERIODS = ['30d', '90d', 'all'] as const;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.nullable(z.string()),
  /** Snapshot of the name when the order was placed, in Turkish and English. */
  name: z.string(),
  nameEn: z.string(),
  variant: z.nullable(z.string()),
  quantity: z.int(),
  unitPriceKurus: z.int(),
  lineTotalKurus: z.int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An order's shipping address as stored: the checkout's rules (`checkoutAddressSchema`) checked it when the
 * order was placed; reading it back only needs its shape, with the province one of the 81.
 */
export const orderAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  city: z.enum(PROVINCES),
  state: z.string(),
  address: z.string(),
  postalCode: z.string(),
});

export const customerOrderSchema = z.object({
  id: z.string(),
  /** Readable and unique, e.g. `HRM-2026-000123`. */
  number: z.string(),
  placedAt: z.iso.datetime(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The language the order was placed in (its mails use it). */
  language: z.enum(LANGUAGES),
  subtotalKurus: z.int(),
  vatKurus: z.int(),
  shippingKurus: z.int(),
  /** Cash-on-delivery fee; 0 otherwise. */
  paymentFeeKurus: z.int(),
  totalKurus: z.int(),
  items: z.array(orderItemSchema),
  shipping: z.object({
    /** `checkout.delivery.<method>` in the front ends. */
    method: z.enum(DELIVERY_METHODS),
    /** One line: 'Ad Soyad, adres, ilçe / il, posta kodu'. */
    address: z.string(),
    addressDetail: orderAddressSchema,
    trackingNumber: z.nullable(z.string()),
  }),
  payment: z.object({
    /** `checkout.payment.<method>` in the front ends. */
    method: z.enum(PAYMENT_METHODS),
    brand: z.nullable(z.string()),
    last4: z.nullable(z.string()),
  }),
  /** True once the worker has produced the PDF (`GET /api/account/orders/:id/invoice`). */
  invoiceReady: z.boolean(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** `GET /api/account/orders`: search, status, period and sort, as the page's URL carries them. */
export const orderListQuerySchema = z.strictObject({
  q: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  status: z._default(z.enum(['all', ...ORDER_STATUSES]), 'all'),
  period: z._default(z.enum(ORDER_PERIODS), 'all'),
  sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderListSchema = z.object({ orders: z.array(customerOrderSchema), total: z.int() });
export type OrderList = z.infer<typeof orderListSchema>;

/** One row of the status timeline: an order or a payment status change, oldest first. */
export const orderHistoryEntrySchema = z.object({
  kind: z.enum(['order', 'payment']),
  from: z.nullable(z.string()),
  to: z.string(),
  at: z.iso.datetime(),
  /** Who moved it: the shopper, staff, or the system (payment, expiry). */
  actor: z.enum(['customer', 'admin', 'system']),
  note: z.nullable(z.string()),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** `GET /api/account/orders/:id` and `GET /api/orders/guest/:token`: the order with its timeline. */
export const customerOrderDetailSchema = z.extend(customerOrderSchema, {
  email: z.string(),
  amounts: orderAmountsSchema,
  history: z.array(orderHistoryEntrySchema),
  /** Bank transfer still unpaid: where to send the money, and by when. */
  bankTransfer: z.nullable(bankTransferDetailsSchema),
  invoiceNumber: z.nullable(z.string()),
});
export type CustomerOrderDetail = z.infer<typeof customerOrderDetailSchema>;

export const accountOverviewSchema = z.object({
  /** The page greets from the session now; kept for account remotes already deployed that read it here. */
  firstName: z.nullable(z.string()),
  /** `activeOrders`: orders still on their way (pending, processing, shipped). */
  stats: z.object({
    totalOrders: z.int(),
    activeOrders: z.int(),
    totalSpentKurus: z.int(),
  }),
  recentOrders: z.array(customerOrderSchema).check(z.maxLength(RECENT_ORDERS_SHOWN)),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

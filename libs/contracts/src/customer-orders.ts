import { z } from 'zod';

/**
 * A customer's own orders as the dashboard shows them (spec §3). Amounts are kuruş and are the ones stored
 * when the order was placed (DECISIONS: every view shows those, never recomputed).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export const RECENT_ORDERS_SHOWN = 5;
export const ORDER_PERIODS = ['30d', '90d', 'all'] as const;

export const customerOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  placedAt: z.iso.datetime(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subtotalKurus: z.number().int(),
  vatKurus: z.number().int(),
  shippingKurus: z.number().int(),
  totalKurus: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      variant: z.string().nullable(),
      quantity: z.number().int(),
      unitPriceKurus: z.number().int(),
    }),
  ),
  shipping: z.object({ method: z.string(), address: z.string(), trackingNumber: z.string().nullable() }),
  payment: z.object({ method: z.string(), last4: z.string().nullable() }),
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

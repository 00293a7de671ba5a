// zod/mini: the panel's first page reads this on its first load, and the shell shares mini (see language.ts);
// the panel's other pages, with their forms, keep classic zod.
import * as z from 'zod/mini';
import { PAYMENT_STATUSES } from '../order-methods';

/** `GET /api/admin/dashboard`: today's figures, the newest orders and the best sellers. */
export const dashboardSummarySchema = z.object({
  /** Kuruş, paid orders placed today (Istanbul). */
  todayRevenue: z.int(),
  ordersAwaitingAction: z.int(),
  newCustomersThisMonth: z.int(),
  lowStockProducts: z.int(),
  /**
   * The newest orders, each with its payment's state beside the order's: a declined card leaves the order
   * 'pending', and only the payment says it failed.
   */
  lastOrders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      customer: z.string(),
      total: z.int(),
      status: z.string(),
      /** Optional, as the reports' English names: a newer panel still reads an older api (no badge then). */
      paymentStatus: z.optional(z.enum(PAYMENT_STATUSES)),
      createdAt: z.string(),
    }),
  ),
  topSellers: z.array(z.object({ id: z.string(), name: z.string(), nameEn: z.string(), units: z.int(), revenue: z.int() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

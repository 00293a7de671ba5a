import { z } from 'zod';
import { adminMultiline } from './admin-products';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const search = z.string().trim().max(100).regex(/^[^\p{Cc}]*$/u).optional();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');

/* ---------- Denetim kaydı (audit log) ---------- */

export const AUDIT_KINDS = ['admin', 'security'] as const;

export const auditListQuerySchema = z.strictObject({
  q: search,
  kind: z.enum(AUDIT_KINDS).optional(),
  action: z.string().regex(/^[a-z_.]{1,80}$/).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(AUDIT_KINDS),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ items: z.array(auditEntrySchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AuditList = z.infer<typeof auditListSchema>;

/* ---------- Müşteriler (customers) ---------- */

export const customerListQuerySchema = z.strictObject({
  q: search,
  role: z.enum(['user', 'admin']).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  page,
  pageSize,
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(['user', 'admin']),
  status: z.enum(['active', 'disabled']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  orderCount: z.int(),
  totalSpent: z.int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerListSchema = z.object({ items: z.array(customerSummarySchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type CustomerList = z.infer<typeof customerListSchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  phone: z.string().nullable(),
  twoFactor: z.boolean(),
  liveSessions: z.int(),
  addresses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      fullName: z.string(),
      phone: z.string(),
      line: z.string(),
      district: z.string(),
      city: z.string(),
      postalCode: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  orders: z.array(z.object({ id: z.string(), number: z.string(), status: z.string(), total: z.int(), createdAt: z.string() })),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerRoleChangeSchema = z.strictObject({
  role: z.enum(['user', 'admin']),
  /** The admin typed the customer's e-mail to confirm. */
  confirmEmail: z.string().trim().toLowerCase().max(254),
});
export type CustomerRoleChange = z.input<typeof customerRoleChangeSchema>;

export const customerStatusChangeSchema = z.strictObject({ status: z.enum(['active', 'disabled']) });

/* ---------- Başvurular (form inbox) ---------- */

export const INBOX_KINDS = ['contact', 'franchise', 'academy', 'wholesale', 'careers'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'in_review', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const inboxListQuerySchema = z.strictObject({
  kind: z.enum(INBOX_KINDS).default('contact'),
  status: z.enum(INBOX_STATUSES).optional(),
  q: search,
  page,
  pageSize,
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  internalNote: z.string(),
  /** The form's other answers, by their field name. */
  answers: z.record(z.string(), z.string().nullable()),
  hasCv: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxListSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  counts: z.record(z.string(), z.int()),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxUpdateSchema = z.strictObject({
  status: z.enum(INBOX_STATUSES),
  internalNote: adminMultiline(2_000),
});
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>;

export const subscriberListQuerySchema = z.strictObject({
  status: z.enum(['pending', 'active', 'unsubscribed']).optional(),
  q: search,
  page,
  pageSize,
});
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  language: z.string(),
  status: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export const subscriberListSchema = z.object({ items: z.array(subscriberSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/* ---------- Yorumlar (reviews) ---------- */

export const adminReviewListQuerySchema = z.strictObject({
  q: search,
  visibility: z.enum(['visible', 'hidden']).optional(),
  page,
  pageSize,
});
export const adminReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** Optional: a newer panel may read an older api (they deploy apart); the Turkish name stands in. */
  productNameEn: z.optional(z.string()),
  productSlug: z.string(),
  rating: z.int(),
  title: z.string().nullable(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  productRating: z.number().nullable(),
  productReviewCount: z.int(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
export const reviewVisibilitySchema = z.strictObject({ hidden: z.boolean() });

/** A product is low in stock at or below this many sellable units. */
export const LOW_STOCK_THRESHOLD = 5;

/* ---------- Raporlar (reports) ---------- */

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;

export const reportQuerySchema = z
  .strictObject({
    from: isoDay,
    to: isoDay,
    groupBy: z.enum(REPORT_GROUPINGS).default('day'),
  })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'dateRange' });
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPINGS),
  /** Money in kuruş; paid orders less refunds, cancelled ones left out. */
  totals: z.object({ orders: z.int(), revenue: z.int(), averageOrderValue: z.int(), units: z.int() }),
  series: z.array(z.object({ period: z.string(), orders: z.int(), revenue: z.int() })),
  /**
   * Each named row has both names (Turkish `name`, English `nameEn`); the panel shows its page's language's. `nameEn`
   * is optional so a newer panel still reads an older api (they deploy apart): the Turkish name stands in.
   */
  byProduct: z.array(z.object({ id: z.string().nullable(), name: z.string(), nameEn: z.optional(z.string()), units: z.int(), revenue: z.int() })),
  byCategory: z.array(z.object({ slug: z.string().nullable(), name: z.string(), nameEn: z.optional(z.string()), units: z.int(), revenue: z.int() })),
  topCustomers: z.array(z.object({ email: z.string(), orders: z.int(), revenue: z.int() })),
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), nameEn: z.optional(z.string()), sku: z.string(), available: z.int() })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

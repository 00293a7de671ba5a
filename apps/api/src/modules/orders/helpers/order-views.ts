import type {
  CheckoutAddress,
  CheckoutSettings,
  CustomerOrder,
  CustomerOrderDetail,
  DeliveryMethod,
  Language,
  OrderHistoryEntry,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@harman/contracts';
import type { EntityManager } from 'typeorm';

/** An order row with its lines, as `ORDER_VIEW_SQL` reads it. */
export interface OrderViewRow {
  id: string;
  number: string;
  user_id: string | null;
  email: string;
  language: Language;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  delivery_method: DeliveryMethod;
  subtotal: number;
  vat: number;
  vat_rate_bp: number;
  shipping: number;
  payment_fee: number;
  total: number;
  shipping_address: CheckoutAddress;
  tracking_number: string | null;
  card_brand: string | null;
  card_last4: string | null;
  payment_due_at: Date | null;
  created_at: Date;
  checkout_id: string;
  invoice_number: string | null;
  lines: {
    id: string;
    productId: string | null;
    name: string;
    nameEn: string;
    variant: string | null;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }[];
}

/** Orders with their lines and invoice number; append a WHERE / ORDER BY. */
export const ORDER_VIEW_SQL = `
  SELECT o.id, o.number, o.user_id, o.email, o.language, o.status, o.payment_status, o.payment_method,
    o.delivery_method, o.subtotal, o.vat, o.vat_rate_bp, o.shipping, o.payment_fee, o.total, o.shipping_address,
    o.tracking_number, o.card_brand, o.card_last4, o.payment_due_at, o.created_at, o.checkout_id,
    inv.number AS invoice_number,
    COALESCE((
      SELECT json_agg(json_build_object('id', l.id, 'productId', l.product_id, 'name', l.name, 'nameEn', l.name_en,
        'variant', l.variant, 'quantity', l.quantity, 'unitPrice', l.unit_price, 'lineTotal', l.line_total)
        ORDER BY l.position)
      FROM order_lines l WHERE l.order_id = o.id
    ), '[]'::json) AS lines
  FROM orders o
  LEFT JOIN invoices inv ON inv.order_id = o.id`;

export function oneLineAddress(address: CheckoutAddress): string {
  return `${address.fullName}, ${address.address}, ${address.state} / ${address.city}, ${address.postalCode}`;
}

export function toCustomerOrder(row: OrderViewRow): CustomerOrder {
  return {
    id: row.id,
    number: row.number,
    placedAt: new Date(row.created_at).toISOString(),
    status: row.status,
    paymentStatus: row.payment_status,
    language: row.language,
    subtotalKurus: row.subtotal,
    vatKurus: row.vat,
    shippingKurus: row.shipping,
    paymentFeeKurus: row.payment_fee,
    totalKurus: row.total,
    items: row.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      nameEn: line.nameEn,
      variant: line.variant,
      quantity: line.quantity,
      unitPriceKurus: line.unitPrice,
      lineTotalKurus: line.lineTotal,
    })),
    shipping: {
      method: row.delivery_method,
      address: oneLineAddress(row.shipping_address),
      addressDetail: row.shipping_address,
      trackingNumber: row.tracking_number,
    },
    payment: { method: row.payment_method, brand: row.card_brand, last4: row.card_last4 },
    invoiceReady: row.invoice_number !== null,
  };
}

/** What to write in a bank transfer's description: the order number. */
export function bankTransferOf(row: OrderViewRow, settings: CheckoutSettings): CustomerOrderDetail['bankTransfer'] {
  if (row.payment_method !== 'bank_transfer' || row.payment_status !== 'pending' || row.status !== 'pending' || !row.payment_due_at) {
    return null;
  }
  return { ...settings.bankAccount, reference: row.number, amountKurus: row.total, payBy: new Date(row.payment_due_at).toISOString() };
}

export async function loadOrderRow(manager: EntityManager, where: string, params: unknown[]): Promise<OrderViewRow | undefined> {
  const [row] = await manager.query<OrderViewRow[]>(`${ORDER_VIEW_SQL} WHERE ${where}`, params);
  return row;
}

export async function loadDetail(manager: EntityManager, row: OrderViewRow, settings: CheckoutSettings): Promise<CustomerOrderDetail> {
  const history = await manager.query<{ kind: 'order' | 'payment'; from_status: string | null; to_status: string; created_at: Date; actor: OrderHistoryEntry['actor']; note: string | null }[]>(
    `SELECT kind, from_status, to_status, created_at, actor, note FROM order_history WHERE order_id = $1 ORDER BY id`,
    [row.id],
  );
  return {
    ...toCustomerOrder(row),
    email: row.email,
    amounts: {
      subtotalKurus: row.subtotal,
      vatKurus: row.vat,
      vatRateBasisPoints: row.vat_rate_bp,
      shippingKurus: row.shipping,
      paymentFeeKurus: row.payment_fee,
      totalKurus: row.total,
    },
    history: history.map((entry) => ({
      kind: entry.kind,
      from: entry.from_status,
      to: entry.to_status,
      at: new Date(entry.created_at).toISOString(),
      actor: entry.actor,
      note: entry.note,
    })),
    bankTransfer: bankTransferOf(row, settings),
    invoiceNumber: row.invoice_number,
  };
}

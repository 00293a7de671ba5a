// `POST /api/checkout/sessions/:id/orders` (cash on delivery) without a framework, in one pg transaction: the
// session locked, the api's own compiled pricing (apps/api/dist/modules/orders/helpers/pricing.js) and product SQL,
// the order, its lines, the session marked ordered, the history rows, the held stock sold (inventory rows locked in
// id order FOR NO KEY UPDATE, as helpers/stock.js does), the confirmation mail's outbox row and the payment row.
// What it leaves out is what the framework adds: Nest, TypeORM, zod validation, listeners, the queue after commit.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/config.mjs';

const require = createRequire(import.meta.url);
const dist = join(ROOT, 'apps', 'api', 'dist');
const { amountsOf, resolveLines } = require(join(dist, 'modules', 'orders', 'helpers', 'pricing.js'));
const { QUOTE_PRODUCTS_SQL } = require(join(dist, 'modules', 'cart', 'helpers', 'quote-sql.js'));
const { hashSecureToken } = require(join(dist, 'common', 'utils', 'secure-token.js'));
const { DEFAULT_CHECKOUT_SETTINGS } = require(join(ROOT, 'libs', 'contracts', 'dist', 'index.js'));

export class PlaceOrderError extends Error {
  constructor(status, code) {
    super(code);
    this.status = status;
  }
}

async function settingsOf(client) {
  const { rows: [row] } = await client.query(`SELECT * FROM store_settings WHERE id`);
  if (!row) return DEFAULT_CHECKOUT_SETTINGS;
  return {
    ...DEFAULT_CHECKOUT_SETTINGS,
    vatRateBasisPoints: row.vat_rate_basis_points,
    freeShippingThresholdKurus: row.free_shipping_threshold,
    standardShippingFeeKurus: row.shipping_fee,
    cashOnDeliveryFeeKurus: row.cod_fee,
    cashOnDeliveryProvinces: row.cod_provinces,
  };
}

/** Places a cash-on-delivery order for the session; answers `{ orderId, orderNumber, totalKurus }`. */
export async function placeOrder(pool, checkoutId, token, body) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [session] } = await client.query(`SELECT * FROM checkout_sessions WHERE id = $1 FOR NO KEY UPDATE`, [checkoutId]);
    if (!session || session.token_hash !== hashSecureToken(String(token ?? ''))) throw new PlaceOrderError(404, 'CHECKOUT_NOT_FOUND');
    if (session.status !== 'active' || session.expires_at <= new Date()) throw new PlaceOrderError(410, 'CHECKOUT_EXPIRED');
    const { rows: seen } = await client.query(`SELECT id FROM payments WHERE idempotency_key = $1`, [body.idempotencyKey]);
    if (seen.length) throw new PlaceOrderError(409, 'IDEMPOTENCY_KEY_REUSED');
    const settings = await settingsOf(client);
    const ids = [...new Set(session.items.map((item) => item.id))];
    const { rows: products } = await client.query(QUOTE_PRODUCTS_SQL, [ids]);
    const held = products.map((p) => ({ ...p, stock: Object.fromEntries(Object.keys(p.stock).map((k) => [k, Number.MAX_SAFE_INTEGER])) }));
    const resolved = resolveLines(session.items, held);
    if (resolved.changes.some((change) => change.kind !== 'PRICE_CHANGED')) throw new PlaceOrderError(409, 'OUT_OF_STOCK');
    const amounts = amountsOf(resolved.lines, settings, session.delivery_method, 'cash_on_delivery');
    if (amounts.totalKurus !== body.expectedTotalKurus) throw new PlaceOrderError(409, 'PRICE_CHANGED');
    const now = new Date();
    const { rows: [order] } = await client.query(
      `INSERT INTO orders (number, checkout_id, user_id, email, language, payment_method, delivery_method, subtotal, vat,
         vat_rate_bp, shipping, payment_fee, total, shipping_address, card_brand, card_last4, payment_due_at, created_at)
       VALUES ('HRM-' || to_char($17::timestamptz AT TIME ZONE 'Europe/Istanbul', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
         $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       RETURNING id, number`,
      [
        checkoutId, session.user_id, session.email, session.language, 'cash_on_delivery', session.delivery_method,
        amounts.subtotalKurus, amounts.vatKurus, amounts.vatRateBasisPoints, amounts.shippingKurus, amounts.paymentFeeKurus,
        amounts.totalKurus, JSON.stringify(session.address), null, null, null, now,
      ],
    );
    const lines = resolved.lines;
    await client.query(
      `INSERT INTO order_lines (order_id, position, product_id, sku, name, name_en, variant, quantity, unit_price, line_total)
       SELECT $1, ord, pid, sku, name, name_en, variant, qty, price, price * qty
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[]) WITH ORDINALITY
         AS l(pid, sku, name, name_en, variant, qty, price, ord)`,
      [order.id, lines.map((l) => l.productId), lines.map((l) => l.sku), lines.map((l) => l.name), lines.map((l) => l.nameEn),
        lines.map((l) => l.variant), lines.map((l) => l.quantity), lines.map((l) => l.unitPriceKurus)],
    );
    await client.query(`UPDATE checkout_sessions SET status = 'ordered' WHERE id = $1`, [checkoutId]);
    const history = (kind, from, to) =>
      client.query(`INSERT INTO order_history (order_id, kind, from_status, to_status, actor, actor_id, note) VALUES ($1, $2, $3, $4, 'system', NULL, NULL)`, [order.id, kind, from, to]);
    await history('payment', null, 'pending');
    await history('order', null, 'pending');
    await client.query(
      `INSERT INTO mail_outbox (to_address, template, language, payload) VALUES ($1, 'order-confirmation', $2, $3)`,
      [session.email, session.language, JSON.stringify({ orderNumber: order.number, totalKurus: amounts.totalKurus, lines: lines.map((l) => ({ name: l.name, quantity: l.quantity })) })],
    );
    // Cash on delivery: the order goes to preparation, then (last, as the api does) the held units are sold.
    await client.query(`SELECT status FROM orders WHERE id = $1 FOR NO KEY UPDATE`, [order.id]);
    await client.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [order.id]);
    await history('order', 'pending', 'processing');
    await client.query(
      `INSERT INTO payments (order_id, idempotency_key, request_hash, method, status, amount, provider) VALUES ($1, $2, $3, 'cash_on_delivery', 'pending', $4, NULL)`,
      [order.id, body.idempotencyKey, checkoutId, amounts.totalKurus],
    );
    await client.query(
      `SELECT i.id FROM inventory i WHERE i.id IN (SELECT inventory_id FROM stock_reservations WHERE checkout_id = $1 AND status = 'held')
       ORDER BY i.id FOR NO KEY UPDATE`,
      [checkoutId],
    );
    await client.query(
      `WITH moved AS (
         UPDATE stock_reservations SET status = 'sold' WHERE checkout_id = $1 AND status = 'held' RETURNING inventory_id, quantity
       ), totals AS (SELECT inventory_id, SUM(quantity)::int AS q FROM moved GROUP BY inventory_id)
       UPDATE inventory i SET quantity = i.quantity - a.q, reserved_quantity = i.reserved_quantity - a.q FROM totals a WHERE i.id = a.inventory_id`,
      [checkoutId],
    );
    await client.query('COMMIT');
    return { orderId: order.id, orderNumber: order.number, totalKurus: amounts.totalKurus };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

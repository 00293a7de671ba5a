import { DEV_TEST_CARDS, type CheckoutAddressInput, type CheckoutSession, type PlaceOrderInput } from '@harman/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { CookieJar } from './accounts';
import type { TestApp } from './test-app';

export const ADDRESS: CheckoutAddressInput = {
  fullName: 'Şule Çağlar',
  phone: '+90 532 555 12 34',
  city: 'İstanbul',
  state: 'Kadıköy',
  address: 'Caferağa Mah. Güneşli Bahçe Sok. No: 7 D: 3',
  postalCode: '34710',
};

/** A product with one variant, its stock set to exactly `quantity` units in one location (the others emptied). */
export interface StockedItem {
  id: string;
  variant: string;
  sku: string;
  price: number;
}

export async function stockItem(t: TestApp, slug: string, variant: string, quantity: number): Promise<StockedItem> {
  const [row] = await t.dataSource.query<{ id: string; sku: string; price: number }[]>(
    `SELECT p.id, v.sku, v.price FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.slug = $1 AND v.name = $2`,
    [slug, variant],
  );
  if (!row) throw new Error(`No ${slug} ${variant}`);
  await setStock(t, row.sku, quantity);
  return { id: row.id, variant, sku: row.sku, price: row.price };
}

export async function setStock(t: TestApp, sku: string, quantity: number): Promise<void> {
  await t.dataSource.query(`UPDATE inventory SET quantity = 0, reserved_quantity = 0 WHERE sku = $1`, [sku]);
  await t.dataSource.query(
    `UPDATE inventory SET quantity = $2 WHERE id = (SELECT id FROM inventory WHERE sku = $1 ORDER BY id LIMIT 1)`,
    [sku, quantity],
  );
}

export async function stockOf(t: TestApp, sku: string): Promise<{ quantity: number; reserved: number }> {
  const [row] = await t.dataSource.query<{ quantity: number; reserved: number }[]>(
    `SELECT SUM(quantity)::int AS quantity, SUM(reserved_quantity)::int AS reserved FROM inventory WHERE sku = $1`,
    [sku],
  );
  return row;
}

export const idempotencyKey = () => randomBytes(16).toString('base64url');

/** The provider's token for a test card, as the browser gets it from the hosted field. */
export async function cardToken(t: TestApp, number: string = DEV_TEST_CARDS.approved): Promise<string> {
  const response = await request(t.server)
    .post('/api/payment-provider/dev/tokens')
    .send({ cardNumber: number, cardName: 'Şule Çağlar', expiry: '12/39', cvc: '123' })
    .expect(201);
  return response.body.token as string;
}

export interface SessionOptions {
  items: { id: string; variant?: string; quantity: number; price?: number }[];
  email?: string;
  jar?: CookieJar;
  address?: CheckoutAddressInput;
  deliveryMethod?: 'standard' | 'express';
  language?: 'tr' | 'en';
}

export function createSession(t: TestApp, options: SessionOptions): request.Test {
  const pending = request(t.server).post('/api/checkout/sessions');
  if (options.jar) pending.set('Cookie', options.jar.header());
  return pending.send({
    items: options.items,
    ...(options.jar ? {} : { email: options.email ?? 'misafir@example.com' }),
    address: options.address ?? ADDRESS,
    deliveryMethod: options.deliveryMethod ?? 'standard',
    language: options.language ?? 'tr',
  });
}

export async function startCheckout(t: TestApp, options: SessionOptions): Promise<CheckoutSession> {
  const response = await createSession(t, options);
  if (response.status !== 201) throw new Error(`Session: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as CheckoutSession;
}

export function placeOrder(t: TestApp, session: CheckoutSession, body: Partial<PlaceOrderInput> & Pick<PlaceOrderInput, 'payment'>, jar?: CookieJar): request.Test {
  const pending = request(t.server)
    .post(`/api/checkout/sessions/${session.checkoutId}/orders`)
    .set('X-Checkout-Token', session.checkoutToken);
  if (jar) pending.set('Cookie', jar.header());
  const feeFor = body.payment.method === 'cash_on_delivery' ? 1_999 : 0;
  return pending.send({
    idempotencyKey: body.idempotencyKey ?? idempotencyKey(),
    payment: body.payment,
    expectedTotalKurus: body.expectedTotalKurus ?? session.quote.amounts.totalKurus + feeFor,
  });
}

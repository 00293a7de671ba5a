import request from 'supertest';
import { cardToken, createSession, placeOrder, stockItem, stockOf } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

// Starting the app migrates and seeds a fresh database: longer than Jest's default hook time on a busy machine.
jest.setTimeout(120_000);

describe('the last bags, bought by many at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('200 simultaneous buyers of the last 5 bags: exactly 5 orders, 195 clear OUT_OF_STOCK answers, stock exactly 0', async () => {
    const item = await stockItem(t, 'guatemala-antigua', '250g', 5);
    const token = await cardToken(t);
    const buyers = Array.from({ length: 200 }, (_, i) => i);
    const sessions = await Promise.all(
      buyers.map((i) => createSession(t, { items: [{ id: item.id, variant: '250g', quantity: 1 }], email: `alici${i}@example.com` })),
    );
    const statuses = sessions.map((s) => s.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const refused = sessions.filter((s) => s.status !== 201);
    expect(refused).toHaveLength(195);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'OUT_OF_STOCK', details: { id: item.id, available: 0 } });
    }
    const winners = sessions.filter((s) => s.status === 201).map((s) => s.body);
    const placed = await Promise.all(winners.map((session) => placeOrder(t, session, { payment: { method: 'card', providerToken: token } })));
    expect(placed.map((p) => [p.status, p.body.outcome])).toEqual(Array.from({ length: 5 }, () => [201, 'paid']));

    expect(await stockOf(t, item.sku)).toEqual({ quantity: 0, reserved: 0 });
    const [counts] = await t.dataSource.query<{ orders: number; units: number }[]>(
      `SELECT count(DISTINCT o.id)::int AS orders, COALESCE(SUM(l.quantity), 0)::int AS units
       FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.sku = $1`,
      [item.sku],
    );
    expect(counts).toEqual({ orders: 5, units: 5 });
    const [negative] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM inventory WHERE quantity < 0 OR reserved_quantity < 0 OR reserved_quantity > quantity`,
    );
    expect(negative.n).toBe(0);
    // The shop shows it sold out.
    const product = await request(t.server).get('/api/products/guatemala-antigua').expect(200);
    expect(product.body).toBeDefined();
  });
});

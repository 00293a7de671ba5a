import { apiErrorSchema, cartQuoteSchema, type CartQuote, type ProductDetail } from '@harman/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('POST /api/cart/quote', () => {
  let t: TestApp;
  let yirgacheffe: ProductDetail; // 250g 285 TL, 1kg 990 TL
  let chemex: ProductDetail; // no variants
  let geisha: ProductDetail; // sold out

  const product = async (slug: string) => (await request(t.server).get(`/api/products/${slug}`).expect(200)).body as ProductDetail;
  const quote = async (items: unknown[]): Promise<CartQuote> => {
    const response = await request(t.server).post('/api/cart/quote').send({ items }).expect(200);
    expect(response.body).toEqual(cartQuoteSchema.parse(response.body));
    return response.body as CartQuote;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [yirgacheffe, chemex, geisha] = await Promise.all([product('ethiopia-yirgacheffe'), product('chemex-6-cup'), product('panama-geisha')]);
  });
  afterAll(() => t?.close());

  it('prices an empty cart at zero, with no shipping', async () => {
    expect(await quote([])).toEqual({
      lines: [],
      itemCount: 0,
      subtotal: 0,
      vat: 0,
      shipping: 0,
      total: 0,
      remainingForFreeShipping: 50_000,
      freeShipping: false,
      vatRateBasisPoints: 100,
    });
  });

  it('reprices from the database: subtotal, 1 % VAT, 29.99 TL shipping below 500 TL and what is left', async () => {
    const result = await quote([{ id: yirgacheffe.id, variant: '250g', quantity: 1, price: 28_500 }]);
    expect(result).toMatchObject({ itemCount: 1, subtotal: 28_500, vat: 285, shipping: 2_999, total: 28_500 + 285 + 2_999 });
    expect(result.remainingForFreeShipping).toBe(50_000 - 28_500);
    expect(result.freeShipping).toBe(false);
    expect(result.lines).toEqual([
      {
        id: yirgacheffe.id,
        variant: '250g',
        quantity: 1,
        unitPrice: 28_500,
        lineTotal: 28_500,
        available: expect.any(Number),
        name: 'Etiyopya Yirgacheffe',
        nameEn: 'Ethiopia Yirgacheffe',
        slug: 'ethiopia-yirgacheffe',
        image: '/api/media/products/ethiopia-yirgacheffe.svg',
        issues: [],
      },
    ]);
  });

  it('ships free from exactly 500 TL', async () => {
    // 2 × 285 = 570 TL: free. Then a cart of exactly 500 TL is built from a product priced in whole lira.
    const over = await quote([{ id: yirgacheffe.id, variant: '250g', quantity: 2 }]);
    expect(over).toMatchObject({ subtotal: 57_000, vat: 570, shipping: 0, total: 57_570, remainingForFreeShipping: 0, freeShipping: true });

    await t.dataSource.query(`UPDATE products SET base_price = 25000 WHERE id = $1`, [chemex.id]);
    try {
      const exact = await quote([{ id: chemex.id, quantity: 2 }]);
      expect(exact).toMatchObject({ subtotal: 50_000, shipping: 0, freeShipping: true, remainingForFreeShipping: 0 });
      await t.dataSource.query(`UPDATE products SET base_price = 24999 WHERE id = $1`, [chemex.id]);
      const below = await quote([{ id: chemex.id, quantity: 2 }]);
      expect(below).toMatchObject({ subtotal: 49_998, shipping: 2_999, freeShipping: false, remainingForFreeShipping: 2 });
    } finally {
      await t.dataSource.query(`UPDATE products SET base_price = $2 WHERE id = $1`, [chemex.id, chemex.basePrice]);
    }
  });

  it('uses the variant price, found by its Turkish or English name, and the product price without variants', async () => {
    const result = await quote([
      { id: yirgacheffe.id, variant: '1kg', quantity: 1 },
      { id: chemex.id, quantity: 3 },
    ]);
    expect(result.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([
      [99_000, 99_000],
      [chemex.basePrice, chemex.basePrice * 3],
    ]);
    expect(result.subtotal).toBe(99_000 + chemex.basePrice * 3);
    expect(result.vat).toBe(Math.floor((result.subtotal + 50) / 100));
    expect(result.itemCount).toBe(4);
  });

  it('never trusts a client price: a different one is flagged and the database price is charged', async () => {
    const result = await quote([{ id: yirgacheffe.id, variant: '250g', quantity: 2, price: 1 }]);
    expect(result.lines[0]).toMatchObject({ unitPrice: 28_500, lineTotal: 57_000, issues: ['PRICE_CHANGED'] });
    expect(result.subtotal).toBe(57_000);
  });

  it('lists unknown products and variants as unavailable and leaves them out of the totals', async () => {
    const result = await quote([
      { id: '00000000-0000-4000-8000-000000000000', quantity: 1, price: 100 },
      { id: 'not-a-uuid', variant: '250g', quantity: 1 },
      { id: yirgacheffe.id, variant: '5kg', quantity: 1 },
      { id: chemex.id, quantity: 1 },
    ]);
    expect(result.lines.map((line) => line.issues)).toEqual([['UNAVAILABLE'], ['UNAVAILABLE'], ['UNAVAILABLE'], []]);
    expect(result.lines[0]).toMatchObject({ unitPrice: null, lineTotal: 0, available: null, name: null });
    expect(result).toMatchObject({ itemCount: 1, subtotal: chemex.basePrice });
  });

  it('flags lines with too little stock, says how many are left, and leaves them out of the totals', async () => {
    const soldOut = await quote([{ id: geisha.id, variant: geisha.variants[0].name, quantity: 1 }]);
    expect(soldOut.lines[0]).toMatchObject({ available: 0, lineTotal: 0, issues: ['OUT_OF_STOCK'] });
    expect(soldOut).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });

    const stock = chemex.inventory[0].quantity;
    const short = await quote([{ id: chemex.id, quantity: Math.min(stock + 1, 99) }]);
    expect(short.lines[0]).toMatchObject({ available: stock, issues: ['OUT_OF_STOCK'] });
  });

  it('treats a product taken off sale as unavailable', async () => {
    await t.dataSource.query(`UPDATE products SET is_active = false WHERE id = $1`, [chemex.id]);
    try {
      expect((await quote([{ id: chemex.id, quantity: 1 }])).lines[0].issues).toEqual(['UNAVAILABLE']);
    } finally {
      await t.dataSource.query(`UPDATE products SET is_active = true WHERE id = $1`, [chemex.id]);
    }
  });

  describe('bad bodies', () => {
    // Shape checks only: the id need not name a real product.
    const valid = () => ({ id: '00000000-0000-4000-8000-000000000001', variant: '250g', quantity: 1 });
    it.each([
      ['no items', {}],
      ['items not a list', { items: 'x' }],
      ['quantity 0', { items: [{ ...valid(), quantity: 0 }] }],
      ['quantity 100', { items: [{ ...valid(), quantity: 100 }] }],
      ['quantity 1.5', { items: [{ ...valid(), quantity: 1.5 }] }],
      ['quantity as text', { items: [{ ...valid(), quantity: '1' }] }],
      ['a negative price', { items: [{ ...valid(), price: -1 }] }],
      ['an empty id', { items: [{ ...valid(), id: '' }] }],
      ['an unknown field', { items: [{ ...valid(), total: 0 }] }],
      ['a client total', { items: [valid()], total: 1 }],
      ['the same line twice', { items: [valid(), valid()] }],
      ['101 lines', { items: Array.from({ length: 101 }, (_, i) => ({ id: `p${i}`, quantity: 1 })) }],
    ])('rejects %s with 400 VALIDATION_FAILED', async (_label, body) => {
      const response = await request(t.server).post('/api/cart/quote').send(body).expect(400);
      expect(apiErrorSchema.parse(response.body)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    });

    it('answers any JSON body with 200 or 400, never a server error, and changes nothing', async () => {
      const before = await t.dataSource.query(`SELECT sum(quantity)::int AS units FROM inventory`);
      const naughty = fc.oneof(
        fc.constantFrom('', ' ', '\u0000', '\uD800', "' OR '1'='1' --", '{{7*7}}', '<script>alert(1)</script>', 'x'.repeat(10_000)),
        fc.string(),
      );
      const numbers = fc.constantFrom(-1, 0, 0.5, 1e308, -0, 2 ** 31, 2 ** 53 + 1, 99, 100);
      const line = fc.record(
        {
          id: fc.oneof(naughty, fc.constant(yirgacheffe.id)),
          variant: fc.oneof(naughty, fc.constant('250g')),
          quantity: fc.oneof(numbers, fc.integer({ min: 1, max: 99 }), naughty),
          price: fc.oneof(numbers, naughty),
        },
        { requiredKeys: ['id', 'quantity'] },
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.array(line, { maxLength: 5 }), fc.anything()), async (items) => {
          const response = await request(t.server).post('/api/cart/quote').send({ items });
          expect([200, 400]).toContain(response.status);
        }),
        { numRuns: 150 },
      );
      expect(await t.dataSource.query(`SELECT sum(quantity)::int AS units FROM inventory`)).toEqual(before);
    });

    it('ignores prototype pollution attempts', async () => {
      const body = '{"items":[],"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
      await request(t.server).post('/api/cart/quote').set('Content-Type', 'application/json').send(body).expect(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});

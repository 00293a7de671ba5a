import { adminProductDetailSchema, adminProductListSchema, type AdminProductDetail } from '@harman/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('admin › products', () => {
  let t: TestApp;
  let admin: CookieJar;
  let adminEmail: string;
  let categoryId: string;

  const api = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => request(t.server)[method](path).set('Cookie', admin.header());
  const auditRows = (action: string, targetId: string) =>
    t.dataSource.query<{ actor_email: string; changes: Record<string, unknown>; request_id: string | null; ip: string | null }[]>(
      `SELECT actor_email, changes, request_id, ip FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`,
      [action, targetId],
    );
  const create = async (body: Record<string, unknown>) => {
    const response = await api('post', '/api/admin/products').send(body);
    expect(response.status).toBe(201);
    return adminProductDetailSchema.parse(response.body);
  };
  const base = () => ({
    name: 'Kırmızı Fırın',
    nameEn: 'Red Oven',
    description: 'Koyu kavrum.\nÇikolata notaları.',
    descriptionEn: 'Dark roast.',
    categoryId,
    price: 32_000,
    comparePrice: 36_000,
    tags: ['koyu'],
    tagsEn: ['dark'],
    onSale: true,
    variants: [
      { name: '250 gr', nameEn: '250 g', price: 32_000 },
      { name: '1 kg', nameEn: '1 kg', price: 110_000 },
    ],
  });

  beforeAll(async () => {
    t = await startTestApp();
    const user = await seedUser(t, { role: 'admin', totpSecret: TOTP });
    adminEmail = user.email;
    admin = await signIn(t, user);
    [{ id: categoryId }] = await t.dataSource.query<{ id: string }[]>(`SELECT id FROM categories ORDER BY sort_order LIMIT 1`);
  });
  afterAll(() => t?.close());

  it('creates a product with a Turkish-correct unique slug, its variants at their prices, and an audit row', async () => {
    const first = await create(base());
    expect(first.slug).toBe('kirmizi-firin');
    expect(first.variants.map((v) => [v.name, v.price])).toEqual([
      ['250 gr', 32_000],
      ['1 kg', 110_000],
    ]);
    expect(first.stock.map((s) => s.quantity)).toEqual([0, 0]);
    const second = await create(base());
    expect(second.slug).toBe('kirmizi-firin-2');
    const [row] = await auditRows('product.create', first.id);
    expect(row).toMatchObject({ actor_email: adminEmail, changes: expect.objectContaining({ slug: 'kirmizi-firin' }) });
    expect(row.request_id).toEqual(expect.any(String));

    // The shop shows it at once (the page cache was cleared), with the variant prices.
    const shop = await request(t.server).get('/api/products').query({ q: 'Kırmızı Fırın' }).expect(200);
    expect(shop.body.items.map((item: { slug: string }) => item.slug)).toContain('kirmizi-firin');
    const page = await request(t.server).get('/api/products/kirmizi-firin').expect(200);
    expect(page.body.variants.map((v: { price: number }) => v.price)).toEqual([32_000, 110_000]);
  });

  it('refuses invalid input with field errors and writes nothing', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM products`);
    const response = await api('post', '/api/admin/products').send({ ...base(), name: '', price: -1, comparePrice: 100, categoryId: 'x', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.fields)).toEqual(expect.arrayContaining(['name', 'price', 'categoryId', 'extra']));
    const unknownCategory = await api('post', '/api/admin/products').send({ ...base(), categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.code).toBe('CATEGORY_NOT_FOUND');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM products`)).toEqual(before);
  });

  it('lists with search, category, status, sort and pagination', async () => {
    const list = adminProductListSchema.parse((await api('get', '/api/admin/products').query({ q: 'kirmizi', sort: 'name' }).expect(200)).body);
    expect(list.items.map((item) => item.slug)).toEqual(['kirmizi-firin', 'kirmizi-firin-2']);
    expect(list.items[0].status).toBe('out_of_stock');
    const paged = adminProductListSchema.parse((await api('get', '/api/admin/products').query({ pageSize: 5, page: 2, sort: '-price' }).expect(200)).body);
    expect(paged.items).toHaveLength(5);
    expect(paged.total).toBeGreaterThan(10);
    const prices = paged.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await api('get', '/api/admin/products').query({ sort: 'name;DROP TABLE products' }).expect(400);
    await api('get', '/api/admin/products').query({ q: '%_\\' }).expect(200);
  });

  it('refuses a save over someone else’s newer save (optimistic lock) and keeps theirs', async () => {
    const product = await create({ ...base(), name: 'Kilit Deneme' });
    const { id: _id, version, slug: _slug, sku: _sku, stock: _stock, images: _images, movements: _movements, updatedAt: _u, ...fields } = product;
    const editor = { ...fields, variants: product.variants.map(({ id, name, nameEn, price }) => ({ id, name, nameEn, price })) };
    const mine = await api('put', `/api/admin/products/${product.id}`).send({ ...editor, price: 33_000, version });
    expect(mine.status).toBe(200);
    expect(mine.body.version).toBe(version + 1);
    const theirs = await api('put', `/api/admin/products/${product.id}`).send({ ...editor, price: 34_000, version });
    expect(theirs.status).toBe(409);
    expect(theirs.body.code).toBe('VERSION_CONFLICT');
    expect((await api('get', `/api/admin/products/${product.id}`).expect(200)).body.price).toBe(33_000);
    const updates = await auditRows('product.update', product.id);
    expect(updates).toHaveLength(1);
    expect(updates[0].changes).toEqual({ price: { from: 32_000, to: 33_000 } });
  });

  it('changes stock only through recorded adjustments, whose sum is the stock', async () => {
    const product = await create({ ...base(), name: 'Stok Defteri' });
    const sku = product.variants[0].sku;
    const adjust = (body: Record<string, unknown>) => api('post', `/api/admin/products/${product.id}/stock`).send(body);
    await adjust({ sku, delta: 20, reason: 'received', note: 'Tedarikçi teslimatı' }).expect(200);
    await adjust({ sku, delta: -3, reason: 'damaged' }).expect(200);
    const below = await adjust({ sku, delta: -50, reason: 'correction' });
    expect(below.status).toBe(409);
    expect(below.body.code).toBe('STOCK_BELOW_ZERO');
    await adjust({ sku, delta: 0, reason: 'correction' }).expect(400);
    await adjust({ sku: 'NOPE-1', delta: 1, reason: 'correction' }).expect(400);
    await adjust({ sku, delta: 1, reason: 'stolen' }).expect(400);

    const detail: AdminProductDetail = (await api('get', `/api/admin/products/${product.id}`).expect(200)).body;
    expect(detail.stock.find((s) => s.sku === sku)?.quantity).toBe(17);
    expect(detail.movements.map((m) => [m.delta, m.reason, m.actorEmail])).toEqual([
      [-3, 'damaged', adminEmail],
      [20, 'received', adminEmail],
    ]);
    expect(detail.movements[1].note).toBe('Tedarikçi teslimatı');

    // Across the whole catalogue (seeded stock included): each SKU's ledger sums to its stock.
    const mismatches = await t.dataSource.query(
      `SELECT i.sku, i.quantity, COALESCE(SUM(m.delta), 0)::int AS ledger
       FROM inventory i LEFT JOIN stock_movements m ON m.inventory_id = i.id
       GROUP BY i.id HAVING i.quantity <> COALESCE(SUM(m.delta), 0)`,
    );
    expect(mismatches).toEqual([]);
    expect(await auditRows('stock.adjust', product.id)).toHaveLength(2);
  });

  it('hides a product from the shop and shows it again', async () => {
    const product = await create({ ...base(), name: 'Gizli Harman' });
    await request(t.server).get(`/api/products/${product.slug}`).expect(200);
    const hidden = await api('patch', `/api/admin/products/${product.id}/status`).send({ isActive: false, version: product.version }).expect(200);
    await request(t.server).get(`/api/products/${product.slug}`).expect(404);
    const stale = await api('patch', `/api/admin/products/${product.id}/status`).send({ isActive: true, version: product.version });
    expect(stale.status).toBe(409);
    await api('patch', `/api/admin/products/${product.id}/status`).send({ isActive: true, version: hidden.body.version }).expect(200);
    await request(t.server).get(`/api/products/${product.slug}`).expect(200);
    expect((await auditRows('product.hide', product.id)).length).toBe(1);
  });

  it('takes a picture checked by content and serves the worker’s resized copy', async () => {
    const product = await create({ ...base(), name: 'Resimli Kahve' });
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8b4513' } }).png().toBuffer();
    const upload = await api('post', `/api/admin/products/${product.id}/images`).attach('image', png, 'kahve.png');
    expect(upload.status).toBe(201);
    const served = await waitUntil(async () => {
      const response = await request(t.server).get(upload.body.url).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      return response.status === 200 ? (response.body as Buffer) : undefined;
    }, 'the resized picture');
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
    const page = await request(t.server).get(`/api/products/${product.slug}`).expect(200);
    expect(page.body.images[0]).toMatchObject({ url: upload.body.url, isPrimary: true });

    const fake = await api('post', `/api/admin/products/${product.id}/images`).attach('image', Buffer.from('<?php echo 1; ?>'), 'x.png');
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    const svg = await api('post', `/api/admin/products/${product.id}/images`).attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg');
    expect(svg.status).toBe(400);
  });
});

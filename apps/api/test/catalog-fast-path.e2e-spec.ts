import request from 'supertest';
import { ProductListCache } from '../src/modules/catalog/product-list-cache';
import { ProductListFastPath } from '../src/modules/catalog/product-list-fast-path';
import { ProductsService } from '../src/modules/catalog/products.service';
import { startTestApp, type TestApp } from './support/test-app';

/** Headers that differ between any two answers: the time, the request's own id, the connection's, a read's timing. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'server-timing']);
const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

/** The body as bytes (superagent has undone any Content-Encoding by then). */
const raw = (test: request.Test) =>
  test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('GET /api/products before the framework', () => {
  let t: TestApp;
  let fastPath: ProductListFastPath;
  let served: () => number;
  let url = 0;
  /** A URL no other test asked for. */
  const nextUrl = () => `/api/products?pageSize=${12 + (url++ % 40)}&lang=tr&sort=price-low`;
  /** The same request answered by Express and Nest alone, as before the fast path. */
  const viaFramework = async <T>(send: () => Promise<T>): Promise<T> => {
    const off = jest.spyOn(fastPath, 'answer').mockReturnValue(false);
    try {
      return await send();
    } finally {
      off.mockRestore();
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    fastPath = t.app.get(ProductListFastPath);
    served = () => fastPath.served;
  });
  afterAll(() => t?.close());
  beforeEach(() => t.app.get(ProductListCache).clear());

  it.each<[string, Record<string, string>]>([
    ['a first request', {}],
    ['a request for a fresh read (no-cache)', { 'Cache-Control': 'no-cache' }],
  ])('answers %s and its repeat with the bytes and headers of the framework', async (_label, headers) => {
    const path = nextUrl();
    const framework = await viaFramework(() => raw(request(t.server).get(path).set({ 'Accept-Encoding': 'identity', ...headers })).expect(200));
    t.app.get(ProductListCache).clear();
    const before = served();
    const first = await raw(request(t.server).get(path).set({ 'Accept-Encoding': 'identity', ...headers })).expect(200);
    const again = await raw(request(t.server).get(path).set({ 'Accept-Encoding': 'identity', ...headers })).expect(200);
    expect(served()).toBe(before + 2);
    for (const answer of [first, again]) {
      expect(answer.body).toEqual(framework.body);
      expect(stable(answer.headers)).toEqual(stable(framework.headers));
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['server-timing'] === undefined).toBe(framework.headers['server-timing'] === undefined);
    }
    expect(first.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'");
    if (headers['Cache-Control']) expect(first.headers['server-timing']).toMatch(/^db;dur=\d+\.\d\d$/);
  });

  it.each(['gzip', 'br'])('sends the page %s-encoded to a client that accepts it, as compression() does', async (encoding) => {
    const path = nextUrl();
    const framework = await viaFramework(() => raw(request(t.server).get(path).set('Accept-Encoding', encoding)).expect(200));
    const before = served();
    const fast = await raw(request(t.server).get(path).set('Accept-Encoding', `${encoding}, identity;q=0.5`)).expect(200);
    expect(served()).toBe(before + 1);
    expect(fast.headers['content-encoding']).toBe(encoding);
    expect(framework.headers['content-encoding']).toBe(encoding);
    expect(fast.headers.vary).toBe('Accept-Encoding');
    // On the wire it is smaller than the page it decodes to, and that page is the framework's.
    expect(Number(fast.headers['content-length'])).toBeLessThan((fast.body as Buffer).length);
    expect(fast.body).toEqual(framework.body);
  });

  it('answers 304 without a body to a client that has the page, HEAD with the headers alone, and echoes a request id', async () => {
    const path = nextUrl();
    const before = served();
    const first = await raw(request(t.server).get(path).set('Accept-Encoding', 'identity')).expect(200);
    const notModified = await raw(request(t.server).get(path).set('If-None-Match', first.headers.etag)).expect(304);
    expect((notModified.body as Buffer).length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    const head = await request(t.server).head(path).expect(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    const traced = await request(t.server).get(path).set('X-Request-Id', 'trace-42').expect(200);
    expect(traced.headers['x-request-id']).toBe('trace-42');
    expect(served()).toBe(before + 4);
  });

  it.each([
    ['a card number', '?q=4111111111111111', 'CARD_DATA_NOT_ALLOWED'],
    ['an unknown parameter', '?colour=red', 'VALIDATION_FAILED'],
    ['a repeated parameter', '?page=1&page=2', 'VALIDATION_FAILED'],
    ['a bracketed parameter', '?sort[0]=price-low', 'VALIDATION_FAILED'],
    ['a price range upside down', '?minPrice=300&maxPrice=200', 'VALIDATION_FAILED'],
    ['a NUL in the search', '?q=a%00b', 'VALIDATION_FAILED'],
  ])('leaves %s to the framework, which refuses it as before', async (_label, search, code) => {
    const before = served();
    const refused = await request(t.server).get(`/api/products${search}`).expect(400);
    expect(refused.body.code).toBe(code);
    expect(served()).toBe(before);
  });

  it('leaves a failed read to the framework, which answers it', async () => {
    const products = t.app.get(ProductsService);
    const fail = jest.spyOn(products, 'list').mockRejectedValueOnce(new Error('the database went away'));
    const before = served();
    const answer = await request(t.server).get(nextUrl()).expect(200);
    expect(fail).toHaveBeenCalledTimes(2); // ours failed; the framework's own call succeeded
    expect(answer.body.items.length).toBeGreaterThan(0);
    expect(served()).toBe(before);
    fail.mockRestore();
  });
});

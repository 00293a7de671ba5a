import request from 'supertest';
import { ProductListCache } from '../src/modules/catalog/product-list-cache';
import { ProductListFastPath } from '../src/modules/catalog/product-list-fast-path';
import { startTestApp, type TestApp } from './support/test-app';

/** Headers that differ between any two answers: the time, the request's own id, the connection's. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

/** The body as bytes (superagent has undone any Content-Encoding by then). */
const raw = (test: request.Test) =>
  test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('shop pages from the page cache, before the framework', () => {
  let t: TestApp;
  let fastPath: ProductListFastPath;
  let served: () => number;
  let url = 0;
  /** A URL no other test asked for, so the first request of each test goes through the framework. */
  const nextUrl = () => `/api/products?pageSize=${12 + (url++ % 30)}&lang=tr&sort=price-low`;

  beforeAll(async () => {
    t = await startTestApp();
    fastPath = t.app.get(ProductListFastPath);
    served = () => fastPath.served;
  });
  afterAll(() => t?.close());

  it('answers the repeat of a URL the framework answered from the cache, with the same bytes and headers', async () => {
    const path = nextUrl();
    const before = served();
    const first = await raw(request(t.server).get(path).set('Accept-Encoding', 'identity')).expect(200);
    expect(served()).toBe(before);
    const again = await raw(request(t.server).get(path).set('Accept-Encoding', 'identity')).expect(200);
    expect(served()).toBe(before + 1);
    expect(again.body).toEqual(first.body);
    expect(stable(again.headers)).toEqual(stable(first.headers));
    expect(again.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'");
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each(['gzip', 'br'])('sends the page %s-encoded to a client that accepts it, as compression() does', async (encoding) => {
    const path = nextUrl();
    const framework = await raw(request(t.server).get(path).set('Accept-Encoding', encoding)).expect(200);
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

  it('answers 304 without a body to a client that has the page, and HEAD with the headers alone', async () => {
    const path = nextUrl();
    const first = await raw(request(t.server).get(path).set('Accept-Encoding', 'identity')).expect(200);
    const before = served();
    const notModified = await raw(request(t.server).get(path).set('If-None-Match', first.headers.etag)).expect(304);
    expect((notModified.body as Buffer).length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    const head = await request(t.server).head(path).expect(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(served()).toBe(before + 2);
  });

  it('echoes a well-formed request id, and leaves a no-cache request, a changed cache and a refused URL to the framework', async () => {
    const path = nextUrl();
    await request(t.server).get(path).expect(200);
    const before = served();
    const echoed = await request(t.server).get(path).set('X-Request-Id', 'trace-42').expect(200);
    expect(echoed.headers['x-request-id']).toBe('trace-42');
    expect(served()).toBe(before + 1);

    // A client that asks for no-cache gets the database, through the framework (its timing header says so).
    const fresh = await request(t.server).get(path).set('Cache-Control', 'no-cache').expect(200);
    expect(fresh.headers['server-timing']).toMatch(/^db;dur=/);
    // A catalogue change clears the cache: the next request is the framework's, the one after is ours again.
    t.app.get(ProductListCache).clear();
    await request(t.server).get(path).expect(200);
    expect(served()).toBe(before + 1);
    await request(t.server).get(path).expect(200);
    expect(served()).toBe(before + 2);

    // A card number in the URL is refused by the guard every time: never remembered, never answered here.
    for (let i = 0; i < 2; i += 1) {
      const refused = await request(t.server).get('/api/products?q=4111111111111111').expect(400);
      expect(refused.body.code).toBe('CARD_DATA_NOT_ALLOWED');
    }
    // Another spelling of a cached page is a URL of its own: the framework answers it first.
    await request(t.server).get(`${path}&page=1`).expect(200);
    expect(served()).toBe(before + 2);
  });
});

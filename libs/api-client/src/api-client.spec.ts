import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { apiFetch, configureApiClient } from './api-client';
import { ApiError, isApiError } from './api-error';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

interface TestServer {
  baseUrl: string;
  hits: { method: string; url: string; body: string; headers: IncomingMessage['headers'] }[];
  close: () => Promise<void>;
}

/** A real HTTP server on a free port; `handler` decides per request. */
async function startServer(handler: Handler): Promise<TestServer> {
  const hits: TestServer['hits'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
};
/** Drops the connection without an answer: fetch fails with a TypeError, as on a network failure. */
const dropConnection = (req: IncomingMessage) => req.socket.destroy();

describe('apiFetch against a real HTTP server', () => {
  let server: TestServer | undefined;
  let sleep: jest.Mock<Promise<void>, [number]>;

  const serve = async (handler: Handler) => {
    server = await startServer(handler);
    configureApiClient({ baseUrl: server.baseUrl });
    return server;
  };

  beforeEach(() => {
    sleep = jest.fn<Promise<void>, [number]>(async () => undefined);
    configureApiClient({ sleep, fetch: (input, init) => globalThis.fetch(input, init), headers: () => ({}) });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers the JSON of a success', async () => {
    const { hits } = await serve((_req, res) => json(res, 200, { id: 'house-blend', price: 22_500 }));
    await expect(apiFetch('/products/house-blend')).resolves.toEqual({ id: 'house-blend', price: 22_500 });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ method: 'GET', url: '/api/products/house-blend' });
    expect(hits[0].headers.accept).toBe('application/json');
  });

  it('sends a body as JSON and parses the answer with the schema', async () => {
    const { hits } = await serve((_req, res, body) => json(res, 201, { received: JSON.parse(body) }));
    const schema = z.object({ received: z.object({ email: z.string() }) });
    const answer = await apiFetch('newsletter', { method: 'POST', body: { email: 'ayse@example.com' }, schema });
    expect(answer.received.email).toBe('ayse@example.com');
    expect(hits[0].headers['content-type']).toBe('application/json');
    expect(hits[0].body).toBe('{"email":"ayse@example.com"}');
  });

  it('answers undefined for an empty success (204)', async () => {
    await serve((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(apiFetch('/session', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('maps a 404 to an ApiError with the api code, without retrying', async () => {
    const { hits } = await serve((_req, res) => json(res, 404, { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' }));
    const error = await apiFetch('/products/missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    expect(hits).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('keeps the field errors of a validation failure', async () => {
    await serve((_req, res) =>
      json(res, 400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: ['E-posta adresi gereklidir'] } }),
    );
    await expect(apiFetch('/contact', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { email: ['E-posta adresi gereklidir'] },
    });
  });

  it('reads how long to wait from Retry-After', async () => {
    await serve((_req, res) => {
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '120' });
      res.end(JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Submission limit reached' }));
    });
    await expect(apiFetch('/forms/contact', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterMs: 120_000,
    });
  });

  it('never retries a 5xx answer, and names a body that is not an api error by its status', async () => {
    const { hits } = await serve((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    await expect(apiFetch('/products')).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(hits).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a read twice after a network error, 1 s then 2 s, then fails with NETWORK', async () => {
    const { hits } = await serve((req) => dropConnection(req));
    const error = await apiFetch('/products').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK' });
    expect((error as ApiError).cause).toMatchObject({ name: 'TypeError' });
    expect(hits).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[1_000], [2_000]]);
  });

  it('succeeds on the second try', async () => {
    let calls = 0;
    const { hits } = await serve((req, res) => {
      calls += 1;
      if (calls === 1) dropConnection(req);
      else json(res, 200, { ok: true });
    });
    await expect(apiFetch('/products')).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(2);
    expect(sleep.mock.calls).toEqual([[1_000]]);
  });

  it('does not retry a POST', async () => {
    const { hits } = await serve((req) => dropConnection(req));
    await expect(apiFetch('/contact', { method: 'POST', body: { message: 'Merhaba' } })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(hits).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a POST that asks for it, and no GET that refuses it', async () => {
    const { hits } = await serve((req) => dropConnection(req));
    await expect(apiFetch('/search', { method: 'POST', body: { q: 'kahve' }, retry: true })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(hits).toHaveLength(3);
    await expect(apiFetch('/products', { retry: false })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(hits).toHaveLength(4);
  });

  it('times out with TIMEOUT, retrying reads', async () => {
    const { hits } = await serve(() => undefined); // never answers
    await expect(apiFetch('/slow', { timeoutMs: 30 })).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'TIMEOUT' });
    expect(hits).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[1_000], [2_000]]);
  });

  it('times out a write once', async () => {
    const { hits } = await serve(() => undefined);
    await expect(apiFetch('/slow', { method: 'PUT', body: {}, timeoutMs: 30 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(hits).toHaveLength(1);
  });

  it('rejects an answer that does not match the schema with INVALID_RESPONSE', async () => {
    await serve((_req, res) => json(res, 200, { id: 42 }));
    const error = await apiFetch('/products/42', { schema: z.object({ id: z.string() }) }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', status: 200, code: 'INVALID_RESPONSE' });
    expect((error as ApiError).cause).toBeInstanceOf(z.ZodError);
  });

  it('rejects a success that is not JSON with INVALID_RESPONSE', async () => {
    await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html></html>');
    });
    await expect(apiFetch('/products')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("passes the caller's abort through without retrying", async () => {
    const { hits } = await serve(() => undefined);
    const controller = new AbortController();
    const pending = apiFetch('/slow', { signal: controller.signal });
    await new Promise<void>((resolve) => {
      const check = () => (hits.length > 0 ? resolve() : setImmediate(check));
      check();
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('apiFetch request settings', () => {
  it("sends credentials, the configured headers and joins the base path", async () => {
    const fetch = jest.fn(async () => new Response('{"ok":true}', { status: 200 }));
    configureApiClient({ baseUrl: '/api/', fetch, headers: () => ({ 'X-CSRF-Token': 'token-1' }) });
    await apiFetch('/cart/price', { headers: { 'Accept-Language': 'tr' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart/price');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-CSRF-Token': 'token-1', 'Accept-Language': 'tr' },
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends FormData as it is', async () => {
    const fetch = jest.fn(async () => new Response(null, { status: 201 }));
    configureApiClient({ baseUrl: '/api', fetch, headers: () => ({}) });
    const form = new FormData();
    form.append('name', 'Ayşe');
    await apiFetch('/careers', { method: 'POST', body: form });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('infers the result type from the schema', async () => {
    const fetch = jest.fn(async () => new Response('{"id":"x"}', { status: 200 }));
    configureApiClient({ baseUrl: '/api', fetch });
    const product: { id: string } = await apiFetch('/products/x', { schema: z.object({ id: z.string() }) });
    expect(product.id).toBe('x');
  });
});

describe('isApiError', () => {
  it('recognises an ApiError of this copy and of another copy', () => {
    expect(isApiError(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' }))).toBe(true);
    const fromOtherCopy = Object.assign(new Error('Connection failed'), { name: 'ApiError', status: 0, code: 'NETWORK' });
    expect(isApiError(fromOtherCopy)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

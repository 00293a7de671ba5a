import { healthSchema } from '@harman/contracts';
import { startSilentRedis, type SilentRedis } from './support/silent-redis';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('health and HTTP conventions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('reports 200 with every dependency up', async () => {
    const response = await request(t.server).get('/api/health').expect(200);
    expect(response.body).toEqual(healthSchema.parse(response.body));
    expect(response.body).toEqual({
      status: 'ok',
      checks: {
        database: 'up',
        redis: 'up',
        queue: { status: 'up', waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) },
        worker: 'up',
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown routes and unreadable bodies in the error format', async () => {
    const missing = await request(t.server).get('/api/no-such-route').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    const malformed = await request(t.server)
      .post('/api/newsletter/subscriptions')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(malformed.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Malformed request' });
  });

  it('tags each response with a request id and does not advertise the framework', async () => {
    const generated = await request(t.server).get('/api/platform/remotes').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers['x-powered-by']).toBeUndefined();
    const given = await request(t.server).get('/api/platform/remotes').set('X-Request-Id', 'trace-123').expect(200);
    expect(given.headers['x-request-id']).toBe('trace-123');
    const hostile = await request(t.server).get('/api/platform/remotes').set('X-Request-Id', 'a b\tc').expect(200);
    expect(hostile.headers['x-request-id']).not.toBe('a b\tc');
  });

  it('keeps an idle connection open longer than a proxy in front keeps it (65 s), and says so', async () => {
    // Node's agent (the shell's /api proxy) and load balancers read this hint and close first: a request they
    // send on a connection the api is closing would be lost.
    const response = await request(t.server).get('/api/platform/remotes').set('Connection', 'keep-alive').expect(200);
    expect(response.headers['keep-alive']).toBe('timeout=65');
  });

  it('serves the OpenAPI document built from the contracts', async () => {
    await request(t.server).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const { body } = await request(t.server).get('/api/docs/openapi.json').expect(200);
    // The same document where Nest's convention puts it, for the api's clients.
    const { body: conventional } = await request(t.server).get('/api/docs-json').expect(200).expect('Content-Type', /json/);
    expect(conventional).toEqual(body);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{idOrSlug}',
        '/api/platform/remotes',
        '/api/platform/remotes/{name}/releases',
        '/api/platform/remotes/{name}/rollback',
        '/api/health',
        '/api/newsletter/subscriptions',
        '/api/newsletter/confirm',
        '/api/newsletter/unsubscribe',
      ]),
    );
    const listResponse = body.paths['/api/products'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(listResponse.properties)).toEqual(['items', 'total', 'page', 'pageSize', 'categories']);
    const detail = body.paths['/api/products/{idOrSlug}'].get.responses['200'].content['application/json'].schema;
    // The detail has the whole record in both languages; a list card has what it shows, in one language.
    expect(detail.properties.tagsEn).toEqual({ type: 'array', items: { type: 'string' } });
    expect(detail.required).toContain('tagsEn');
    const card = listResponse.properties.items.items;
    expect(card.required).toEqual(expect.arrayContaining(['id', 'slug', 'name', 'price']));
    expect(card.properties.nameEn).toBeUndefined();
    const queryNames = body.paths['/api/products'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(queryNames).toEqual(['q', 'category', 'featured', 'minPrice', 'maxPrice', 'sort', 'page', 'pageSize', 'lang']);
  });
});

describe('health when Redis hangs (production settings)', () => {
  let t: TestApp;
  let silentRedis: SilentRedis;

  beforeAll(async () => {
    silentRedis = await startSilentRedis();
    t = await startTestApp({
      env: {
        REDIS_URL: silentRedis.url,
        RUN_WORKERS: 'false',
        NODE_ENV: 'production',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await silentRedis?.close();
  });

  it('answers 503 with the same body shape within 2 s', async () => {
    const started = Date.now();
    const response = await request(t.server).get('/api/health').expect(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.body).toEqual(healthSchema.parse(response.body));
    expect(response.body).toEqual({
      status: 'degraded',
      checks: { database: 'up', redis: 'down', queue: { status: 'down' } },
    });
  });

  it('still serves the catalogue and records mail without Redis', async () => {
    const started = Date.now();
    await request(t.server).get('/api/products?featured=true').expect(200);
    await request(t.server)
      .post('/api/newsletter/subscriptions')
      .send({ email: 'redis-down@example.com', language: 'tr' })
      .expect(202);
    expect(Date.now() - started).toBeLessThan(2_500);
    const rows = await t.dataSource.query(`SELECT status FROM mail_outbox WHERE to_address = 'redis-down@example.com'`);
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('hides the API docs in production', async () => {
    await request(t.server).get('/api/docs').expect(404);
    await request(t.server).get('/api/docs/openapi.json').expect(404);
    await request(t.server).get('/api/docs-json').expect(404);
  });
});

import request from 'supertest';
import { MailOutboxService } from '../src/modules/mail/mail-outbox.service';
import { startRedisServer, type RedisServer } from './support/redis-server';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const DATA = {
  confirmUrl: 'http://shop.test/newsletter/confirm?token=outage-test',
  unsubscribeUrl: 'http://shop.test/newsletter/unsubscribe?token=outage-test',
};

/**
 * SECURITY R5: a worker idle on an empty queue while its Redis hangs (SIGSTOP, longer than drainDelay + 1 s).
 * Health must say so from the worker's own blocking connection, and the worker must take jobs again afterwards.
 * The Redis here is a private `redis-server`; the limit is 2 s instead of 30 s so the test stays short.
 */
describe('workers across a Redis outage (R5)', () => {
  let redis: RedisServer;
  let t: TestApp;
  const health = async () => {
    const response = await request(t.server).get('/api/health');
    return { code: response.status, status: response.body.status, worker: response.body.checks?.worker };
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await startTestApp({ env: { REDIS_URL: redis.url, WORKER_UNREADY_LIMIT_MS: '2000' } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('reports the hung worker connection as unhealthy, then recovers and processes every new job', async () => {
    await waitUntil(async () => (await health()).code === 200, 'a healthy start');
    expect((await health()).worker).toBe('up');

    redis.pause();
    try {
      // BullMQ notices at the end of its current blocking wait (drainDelay 5 s + 1 s), then the 2 s limit runs.
      const down = await waitUntil(async () => {
        const now = await health();
        return now.worker === 'down' && now;
      }, 'health to report the worker down', { timeoutMs: 20_000, intervalMs: 250 });
      expect(down).toEqual({ code: 503, status: 'degraded', worker: 'down' });
    } finally {
      redis.resume();
    }

    await waitUntil(async () => (await health()).code === 200, 'health to recover', { timeoutMs: 15_000, intervalMs: 250 });
    expect(await health()).toEqual({ code: 200, status: 'ok', worker: 'up' });

    const outbox = t.app.get(MailOutboxService);
    const ids = await t.dataSource.transaction(async (manager) => {
      const recorded: string[] = [];
      for (let index = 0; index < 100; index += 1) {
        const to = `outage-${index}@example.com`;
        recorded.push(await outbox.record(manager, { to, template: 'newsletter-confirm', language: 'en', data: DATA }));
      }
      return recorded;
    });
    await outbox.dispatch(ids);
    const delivered = () => new Set(t.mail.messages().map((mail) => mail.headers['x-outbox-id']).filter((id) => ids.includes(id)));
    await waitUntil(() => delivered().size === ids.length, '100 mails after the outage', { timeoutMs: 30_000, intervalMs: 100 });
    expect(delivered().size).toBe(100);
  }, 90_000);
});

import { Queue } from 'bullmq';
import { MailOutboxService } from '../src/modules/mail/mail-outbox.service';
import { startTestApp, type TestApp } from '../test/support/test-app';
import { waitUntil } from '../test/support/wait-until';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';
import { MAIL_QUEUE_NAME, MAIL_WORKER_CONCURRENCY } from '../src/modules/mail/mail.constants';

// Two worker starts from source and two crashes on a busy 2-core machine: minutes.
jest.setTimeout(300_000);

const MAILS = 1_000;
const DATA = {
  confirmUrl: 'http://shop.test/newsletter/confirm?token=reliability',
  unsubscribeUrl: 'http://shop.test/newsletter/unsubscribe?token=reliability',
};

/**
 * SECURITY R2 + R4: 1,000 committed mails; the worker process is SIGKILLed at 300 delivered and started again, and
 * Redis (a private one, append-only) is SIGKILLed at 600 and started again. Every mail arrives; a copy can only
 * come from a job whose SMTP accept and `sent` commit the kill separated (at most one per job in flight).
 */
describe('1,000 mails through a worker crash and a Redis crash (R2, R4)', () => {
  let redis: PrivateRedis;
  let sink: SmtpSink;
  let t: TestApp;
  let worker: WorkerProcess | undefined;
  /** The mail queue on the private Redis (the test app's own view reads the shared one). */
  let queue: Queue;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    sink = await startSmtpSink({ delayMs: 20 });
    // The producer: the real app without workers, on the private Redis.
    t = await startTestApp({ env: { REDIS_URL: redis.url, RUN_WORKERS: 'false' } });
    queue = new Queue(MAIL_QUEUE_NAME, { connection: { url: redis.url }, prefix: t.config.queuePrefix });
    queue.on('error', () => undefined); // Reconnecting while Redis is down, by design.
  }, 120_000);
  afterAll(async () => {
    await worker?.kill();
    await queue?.close();
    await t?.close();
    await sink?.close();
    await redis?.stop();
  });

  it('delivers all 1,000, each at most once per crash window, and leaves no row pending and no job failed', async () => {
    const workerEnv = {
      NODE_ENV: 'test',
      DATABASE_URL: t.config.database.url,
      DATABASE_POOL_MAX: '8',
      REDIS_URL: redis.url,
      QUEUE_PREFIX: t.config.queuePrefix,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Harman Kahve <no-reply@harman.test>',
      APP_BASE_URL: t.config.appBaseUrl,
      LOG_LEVEL: 'silent',
    };
    const outbox = t.app.get(MailOutboxService);
    const ids = await t.dataSource.transaction(async (manager) => {
      const recorded: string[] = [];
      for (let index = 0; index < MAILS; index += 1) {
        recorded.push(await outbox.record(manager, { to: `r${index}@example.com`, template: 'newsletter-confirm', language: index % 2 ? 'en' : 'tr', data: DATA }));
      }
      return recorded;
    });
    // As the requests that wrote them would: a few at a time (a 1,000-job enqueue outlasts the 1 s dispatch limit).
    for (let index = 0; index < MAILS; index += 50) await outbox.dispatch(ids.slice(index, index + 50));
    expect((await queue.getJobCounts('waiting')).waiting).toBe(MAILS);

    const started = Date.now();
    const log = (what: string) => process.stderr.write(`mail-crash: ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s, ${sink.accepted.length} accepted\n`);
    worker = await startWorkerProcess(workerEnv);
    await waitUntil(() => sink.accepted.length >= 300, '300 mails', { timeoutMs: 60_000, intervalMs: 5 });
    await worker.kill();
    log('worker SIGKILLed');
    worker = await startWorkerProcess(workerEnv);
    log('worker restarted');

    await waitUntil(() => sink.accepted.length >= 600, '600 mails', { timeoutMs: 120_000, intervalMs: 5 });
    await redis.crash();
    log('Redis SIGKILLed');
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // Down for a while: that is the fault under test.
    await redis.start();
    log('Redis restarted');

    const pending = async () =>
      (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'`))[0].n;
    await waitUntil(async () => sink.unique().size >= MAILS && (await pending()) === 0, 'every mail and its sent mark', {
      timeoutMs: 150_000,
      intervalMs: 200,
    });
    log('all delivered');

    const delivered = sink.unique();
    expect(ids.filter((id) => !delivered.has(`<${id}@harman.test>`))).toEqual([]);
    expect(delivered.size).toBe(MAILS);
    const copies = sink.accepted.length - delivered.size;
    log(`${copies} copies`);
    // Two crash windows (the worker's, Redis's): at most one copy per job in flight in each.
    expect(copies).toBeLessThanOrEqual(2 * MAIL_WORKER_CONCURRENCY);
    expect(await pending()).toBe(0);
    await waitUntil(async () => (await queue.getJobCounts('active')).active === 0, 'no active job', { timeoutMs: 60_000 });
    expect((await queue.getJobCounts('failed')).failed).toBe(0);
  });
});

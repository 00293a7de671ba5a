import { NOTIFICATION_STREAM_EVENTS } from '@harman/contracts';
import { Queue } from 'bullmq';
import { get } from 'node:http';
import request from 'supertest';
import { GRACE_EXCEEDED_EXIT_CODE } from '../src/common/lifecycle/graceful-shutdown';
import { MailOutboxService } from '../src/modules/mail/mail-outbox.service';
import { MAIL_QUEUE_NAME } from '../src/modules/mail/mail.constants';
import { CookieJar, seedUser } from '../test/support/accounts';
import { startApiProcess } from '../test/support/api-process';
import { openEventStream } from '../test/support/sse-client';
import { startTestApp, type TestApp } from '../test/support/test-app';
import { waitUntil } from '../test/support/wait-until';
import { pendingJsonRequest } from './support/pending-request';
import { replicaEnv } from './support/process-env';
import { startSmtpSink } from './support/smtp-sink';
import { startWorkerProcess } from './support/worker-process';

// Two api processes from source: a minute or more on a busy machine.
jest.setTimeout(300_000);

/** What a connection attempt to `url` ends in: an HTTP status, or the socket error's code. */
function connectOutcome(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    get(`${url}/api/health`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * SIGTERM under traffic (issue 14): the api stops taking connections at once, answers what it has in flight, ends
 * its event streams so clients reconnect to another replica, and exits cleanly; past SHUTDOWN_GRACE_MS it exits
 * anyway, with a code that says so.
 */
describe('api and worker processes on SIGTERM', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { RUN_WORKERS: 'false' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a worker finishes the mail it is sending, then exits with 0', async () => {
    // A relay that takes 2 s to accept: the mail is still being sent when SIGTERM arrives.
    const sink = await startSmtpSink({ delayMs: 2_000 });
    const queue = new Queue(MAIL_QUEUE_NAME, { connection: { url: t.config.redis.url }, prefix: t.config.queuePrefix });
    try {
      const worker = await startWorkerProcess(replicaEnv(t, { SMTP_URL: sink.url, SHUTDOWN_GRACE_MS: '60000' }), 180_000);
      const outbox = t.app.get(MailOutboxService);
      const id = await t.dataSource.transaction((manager) =>
        outbox.record(manager, { to: 'kapanis@example.com', template: 'newsletter-confirm', language: 'tr', data: { confirmUrl: 'http://shop.test/c', unsubscribeUrl: 'http://shop.test/u' } }),
      );
      await outbox.dispatch([id]);
      await waitUntil(async () => (await queue.getJobCounts('active')).active === 1, 'the mail job in flight', { timeoutMs: 60_000 });

      expect(await worker.terminate()).toBe(0);
      expect(sink.accepted).toHaveLength(1);
      const [row] = await t.dataSource.query<{ status: string }[]>(`SELECT status FROM mail_outbox WHERE id = $1`, [id]);
      expect(row.status).toBe('sent');
    } finally {
      await queue.close();
      await sink.close();
    }
  });

  it('refuses new connections, answers the request in flight, ends its event stream, and exits with 0', async () => {
    const api = await startApiProcess(replicaEnv(t, { RUN_WORKERS: 'false', SHUTDOWN_GRACE_MS: '60000' }), 180_000);
    const customer = await seedUser(t);
    const jar = new CookieJar().take(
      await request(api.url).post('/api/auth/login').send({ email: customer.email, password: customer.password }).expect(200),
    );
    const stream = await openEventStream(api.url, '/api/notifications/stream', { Cookie: jar.header() });
    expect(stream.status).toBe(200);
    await stream.waitFor(NOTIFICATION_STREAM_EVENTS.ready);
    const inFlight = pendingJsonRequest(api.url, 'POST', '/api/auth/login', { email: customer.email, password: 'Wrong-Password-99' });
    await inFlight.accepted;

    const exited = api.terminate();
    // The stream ends (the client's EventSource reconnects, through the balancer, to a replica still running)...
    await stream.ended;
    // ...no new connection is taken...
    expect(await connectOutcome(api.url)).toBe('ECONNREFUSED');
    // ...and the request that was in flight is answered in full, its connection not kept.
    const answer = await inFlight.finish();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).code).toBe('INVALID_CREDENTIALS');
    expect(answer.headers.connection).toBe('close');
    expect(await exited).toBe(0);
  });

  it('exits when its grace period is spent, with the code that says work was cut short', async () => {
    const api = await startApiProcess(replicaEnv(t, { RUN_WORKERS: 'false', SHUTDOWN_GRACE_MS: '1000' }), 180_000);
    // A request whose body never comes: shutdown cannot finish it.
    const stuck = pendingJsonRequest(api.url, 'POST', '/api/auth/login', { email: 'yok@example.com', password: 'x' });
    await stuck.accepted;
    expect(await api.terminate()).toBe(GRACE_EXCEEDED_EXIT_CODE);
    stuck.abort();
  });
});

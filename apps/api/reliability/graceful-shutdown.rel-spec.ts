import { NOTIFICATION_STREAM_EVENTS } from '@harman/contracts';
import { get } from 'node:http';
import request from 'supertest';
import { GRACE_EXCEEDED_EXIT_CODE } from '../src/common/lifecycle/graceful-shutdown';
import { CookieJar, seedUser } from '../test/support/accounts';
import { startApiProcess } from '../test/support/api-process';
import { openEventStream } from '../test/support/sse-client';
import { startTestApp, type TestApp } from '../test/support/test-app';
import { pendingJsonRequest } from './support/pending-request';
import { replicaEnv } from './support/process-env';

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
describe('an api process on SIGTERM', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { RUN_WORKERS: 'false' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
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

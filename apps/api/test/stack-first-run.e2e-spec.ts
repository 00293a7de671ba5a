import { Queue } from 'bullmq';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the SMTP sink lives in tools/, which is no Nx project
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../tools/mail-catcher/mail-catcher.mjs';
import { MAIL_QUEUE_NAME } from '../src/modules/mail/mail.constants';
import { assertBuilt, freePort, killStack, portIsFree, REPO_ROOT, startStack, type StackProcess } from './support/stack-process';
import { createTestDatabase, dropTestDatabase, randomSuffix } from './support/test-database';
import { waitUntil } from './support/wait-until';

const FIRST = 'first-run@example.com';
const QUEUED_ACROSS_RESTART = 'queued-across-restart@example.com';
const STACK_TIMEOUT_MS = 120_000;

/**
 * `npm start` as a new user meets it (issue 23), on ports of its own with the builds `npm test` made: a machine
 * where nothing answers on the default Redis address gets a private Redis whose queue works and keeps its jobs
 * across a restart; the start-up reads in a screenful; a port in use or a refusing database is one clear message;
 * Ctrl+C frees every port.
 */
describe('npm start without a running Redis', () => {
  let database: { name: string; url: string };
  let work: string;
  let sink: MailCatcher;
  let stack: StackProcess | undefined;
  let rejectQueuedMail = true;
  let rejections = 0;
  const ports: Record<string, number> = {};
  const queuePrefix = `harman_first_run_${randomSuffix()}`;

  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    NODE_ENV: 'development',
    LOG_FORMAT: 'pretty',
    API_PORT: String(ports.api),
    SHELL_PORT: String(ports.shell),
    STOREFRONT_PORT: String(ports.storefront),
    ACCOUNT_PORT: String(ports.account),
    ADMIN_PORT: String(ports.admin),
    MAIL_CATCHER_SMTP_PORT: String(ports.mailSmtp),
    MAIL_CATCHER_HTTP_PORT: String(ports.mailHttp),
    // The default Redis address, pointed where nothing listens: the machine has no Redis running.
    LOCAL_REDIS_PORT: String(ports.closed),
    REDIS_DATA_DIR: join(work, 'redis'),
    RELEASES_DIR: join(work, 'releases'),
    DATABASE_URL: database.url,
    QUEUE_PREFIX: queuePrefix,
    PLATFORM_DEPLOY_TOKEN: 'first-run-deploy-token',
    ...extra,
  });
  const apiUrl = () => `http://127.0.0.1:${ports.api}`;
  const subscribe = (email: string) =>
    fetch(`${apiUrl()}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, language: 'en' }),
    });
  const privateRedisUrl = (lines: string[]) => {
    const line = lines.find((candidate) => /^\[harman\] redis\s/.test(candidate)) ?? '';
    const match = /private redis-server on (127\.0\.0\.1:\d+)/.exec(line);
    if (!match) throw new Error(`no private Redis in: ${line}`);
    return `redis://${match[1]}`;
  };
  /** SIGINT, as Ctrl+C sends it, to `npm start`'s process alone: it must stop what it started itself. */
  const interruptAndExpectPortsFree = async (running: StackProcess, extraPorts: number[]) => {
    running.child.kill('SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise((resolve) => (timer = setTimeout(() => resolve('still running after 5 s'), 5_000)));
    const code = await Promise.race([running.exited, limit]).finally(() => clearTimeout(timer));
    expect(code).toBe(0);
    const all = [ports.api, ports.shell, ports.storefront, ports.account, ports.admin, ...extraPorts];
    const taken = [];
    for (const port of all) if (!(await portIsFree(port))) taken.push(port);
    expect(taken).toEqual([]);
  };

  beforeAll(async () => {
    assertBuilt();
    for (const name of ['api', 'shell', 'storefront', 'account', 'admin', 'mailSmtp', 'mailHttp', 'closed']) ports[name] = await freePort();
    mkdirSync(join(REPO_ROOT, 'tmp'), { recursive: true });
    work = mkdtempSync(join(REPO_ROOT, 'tmp', 'first-run-'));
    database = await createTestDatabase();
    sink = await startMailCatcher({
      smtpPort: 0,
      httpPort: 0,
      rejectRecipient: (address) => {
        if (address !== QUEUED_ACROSS_RESTART || !rejectQueuedMail) return undefined;
        rejections += 1;
        return { code: 451, message: 'Try again later' };
      },
    });
  }, 60_000);
  afterAll(async () => {
    await killStack(stack);
    await sink?.close();
    if (database) await dropTestDatabase(database.name);
    if (work) rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('names the port in use and the variable that moves it, without a stack trace', async () => {
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(ports.shell, '127.0.0.1', resolve));
    try {
      const attempt = startStack(env());
      expect(await attempt.exited).toBe(1);
      expect(attempt.lines).toEqual([
        `[harman] Port ${ports.shell} (shell) is in use.`,
        `[harman] Stop what listens on it, or move the shell to another port with SHELL_PORT=<port>.`,
      ]);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 30_000);

  it('names the database URL that refused, password hidden', async () => {
    const refusing = `postgres://harman:secret-password@127.0.0.1:${ports.closed}/shop`;
    const attempt = startStack(env({ DATABASE_URL: refusing }));
    expect(await attempt.exited).toBe(1);
    const output = attempt.lines.join('\n');
    expect(output).toContain(`The database at postgres://harman:***@127.0.0.1:${ports.closed}/shop refused the connection`);
    expect(output).toContain('unset DATABASE_URL');
    expect(output).not.toContain('secret-password');
    expect(output).not.toMatch(/^\s+at /m);
  }, 30_000);

  it(
    'starts a private Redis, reads in a screenful before ready, and its queue sends mail',
    async () => {
      stack = startStack(env({ SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}` }));
      const beforeReady = await stack.ready;
      expect(beforeReady.length).toBeLessThanOrEqual(25);
      expect(beforeReady.join('\n')).not.toMatch(/InstanceLoader|RouterExplorer|Mapped \{/);
      for (const stepName of ['database', 'redis', 'mail', 'build', 'migrate', 'seed', 'api', 'storefront', 'account', 'admin', 'shell']) {
        expect(beforeReady).toContainEqual(expect.stringMatching(new RegExp(`^\\[harman\\] ${stepName}\\s.*\\(\\d+\\.\\d s\\)$`)));
      }
      privateRedisUrl(beforeReady);

      expect((await subscribe(FIRST)).status).toBe(202);
      const mail: CaughtMail = await sink.waitFor((message) => message.to.includes(FIRST), 20_000);
      expect(mail.subject).toBe('Confirm your newsletter subscription');
    },
    STACK_TIMEOUT_MS,
  );

  it(
    'stops every process and frees every port within 5 s of Ctrl+C, with a mail still queued',
    async () => {
      expect((await subscribe(QUEUED_ACROSS_RESTART)).status).toBe(202);
      // The sink answers 451: the job goes back to the queue to be retried later.
      await waitUntil(() => rejections > 0, 'the first delivery attempt', { timeoutMs: 20_000 });
      const redisPort = Number(new URL(privateRedisUrl(stack!.lines)).port);
      await interruptAndExpectPortsFree(stack!, [redisPort]);
    },
    STACK_TIMEOUT_MS,
  );

  it(
    'after a restart, delivers the mail queued before it from the same job, once',
    async () => {
      rejectQueuedMail = false;
      // This time without SMTP_URL: the stack's own mail catcher receives it.
      stack = startStack(env());
      const beforeReady = await stack.ready;
      const redisUrl = privateRedisUrl(beforeReady);
      const caught = async () => {
        const response = await fetch(`http://127.0.0.1:${ports.mailHttp}/api/messages`);
        return (await response.json()) as CaughtMail[];
      };
      const delivered = await waitUntil(async () => {
        const messages = await caught();
        return messages.some((message) => message.to.includes(QUEUED_ACROSS_RESTART)) && messages;
      }, 'the mail queued before the restart', { timeoutMs: 30_000, intervalMs: 200 });
      expect(delivered.map((message) => message.to)).toEqual([[QUEUED_ACROSS_RESTART]]);

      // The job that failed before the restart is the one that completed: Redis kept it (the outbox relay, which
      // would queue a lost one anew, only looks at rows older than 30 s).
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client
        .query<{ id: string }>('SELECT id FROM mail_outbox WHERE to_address = $1', [QUEUED_ACROSS_RESTART])
        .finally(() => client.end());
      const queue = new Queue(MAIL_QUEUE_NAME, { connection: { url: redisUrl }, prefix: queuePrefix });
      try {
        const job = await waitUntil(async () => {
          const found = await queue.getJob(rows[0].id);
          return found && (await found.getState()) === 'completed' && found;
        }, 'the job to be completed');
        expect(job.stacktrace?.length ?? 0).toBeGreaterThanOrEqual(1);
      } finally {
        await queue.close();
      }

      await interruptAndExpectPortsFree(stack, [Number(new URL(redisUrl).port), ports.mailSmtp, ports.mailHttp]);
    },
    STACK_TIMEOUT_MS,
  );
});

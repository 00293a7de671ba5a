import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { assertBuilt, freePort, killStack, portIsFree, startStack, type StackProcess } from '../test/support/stack-process';
import { createTestDatabase, dropTestDatabase, randomSuffix } from '../test/support/test-database';
import { waitUntil } from '../test/support/wait-until';

// A migration, a seed and four processes of the production build: a minute or two on a busy machine.
jest.setTimeout(300_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT_NAMES = ['api', 'apiReplica1', 'apiReplica2', 'shell', 'storefront', 'account', 'admin', 'mailSmtp', 'mailHttp'] as const;

/** The processes `pid` started (Linux: /proc/<pid>/task/<pid>/children), with their command lines. */
function childrenOf(pid: number): { pid: number; command: string }[] {
  const ids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return ids.map((id) => ({ pid: id, command: readFileSync(`/proc/${id}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() }));
}

/**
 * `npm run start:cluster` itself, with the builds `npm test` made (the cluster spec proves the properties on the same
 * shape from source): two api and two worker processes behind the proxy on the api's port, the shop's /api through
 * it; a replica stopped under it leaves the shop answering; Ctrl+C frees every port.
 */
describe('npm run start:cluster', () => {
  let database: { name: string; url: string };
  let stack: StackProcess | undefined;
  let releases: string;
  const ports = {} as Record<(typeof PORT_NAMES)[number], number>;
  const queuePrefix = `harman_cluster_${randomSuffix()}`;

  beforeAll(async () => {
    assertBuilt();
    for (const name of PORT_NAMES) ports[name] = await freePort();
    database = await createTestDatabase();
    releases = mkdtempSync(join(tmpdir(), 'harman-cluster-releases-'));
  });
  afterAll(async () => {
    await killStack(stack);
    if (database) await dropTestDatabase(database.name);
    if (releases) rmSync(releases, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('runs two api and two worker processes behind the proxy, survives a replica stopping, and stops cleanly', async () => {
    stack = startStack(
      {
        NODE_ENV: 'development',
        API_PORT: String(ports.api),
        API_REPLICA_1_PORT: String(ports.apiReplica1),
        API_REPLICA_2_PORT: String(ports.apiReplica2),
        SHELL_PORT: String(ports.shell),
        STOREFRONT_PORT: String(ports.storefront),
        ACCOUNT_PORT: String(ports.account),
        ADMIN_PORT: String(ports.admin),
        MAIL_CATCHER_SMTP_PORT: String(ports.mailSmtp),
        MAIL_CATCHER_HTTP_PORT: String(ports.mailHttp),
        DATABASE_URL: database.url,
        REDIS_URL,
        QUEUE_PREFIX: queuePrefix,
        RELEASES_DIR: releases,
        PLATFORM_DEPLOY_TOKEN: 'start-cluster-deploy-token',
        LOG_LEVEL: 'warn',
      },
      ['--cluster', '--no-build'],
    );
    const before = await stack.ready;
    expect(before.find((line) => /^\[harman\] api\s/.test(line))).toContain(
      `round-robin proxy to replicas on ports ${ports.apiReplica1} and ${ports.apiReplica2}, 2 worker processes`,
    );
    const processes = childrenOf(stack.child.pid!).filter(({ command }) => /apps\/api\/dist\/(main|worker)\.js/.test(command));
    expect(processes.filter(({ command }) => command.endsWith('main.js'))).toHaveLength(2);
    expect(processes.filter(({ command }) => command.endsWith('worker.js'))).toHaveLength(2);

    // The shop's /api goes shell → proxy → a replica; a lockout made across both holds on both.
    const shop = `http://127.0.0.1:${ports.shell}`;
    const login = (password: string) =>
      fetch(`${shop}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'musteri@harman.local', password }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push(await login('Wrong-Password-99'));
    expect(statuses).toEqual([401, 401, 401, 401, 423]);

    // One replica stops (a rollout's SIGTERM): it exits, and the shop keeps answering through the other, a client
    // retrying the one request the proxy had sent to the stopped replica.
    const [first] = processes.filter(({ command }) => command.endsWith('main.js'));
    process.kill(first.pid, 'SIGTERM');
    await waitUntil(() => !childrenOf(stack!.child.pid!).some(({ pid }) => pid === first.pid), 'the stopped replica gone', { timeoutMs: 30_000 });
    const answers: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      let status = await fetch(`${shop}/api/products?pageSize=2`).then((response) => response.status);
      if (status === 502) status = await fetch(`${shop}/api/products?pageSize=2`).then((response) => response.status);
      answers.push(status);
    }
    expect(answers).toEqual(Array(6).fill(200));

    // Ctrl+C: everything stops and every port is free again.
    stack.child.kill('SIGINT');
    expect(await stack.exited).toBe(0);
    for (const name of PORT_NAMES) expect({ name, free: await portIsFree(ports[name]) }).toEqual({ name, free: true });
  });
});

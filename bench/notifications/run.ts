// `npm run bench:notifications` (and a section of `npm run bench`): the live notifications of issue 11 on one api
// process and one worker process, on a database of their own:
// - a broadcast to 10,000 customers: from the admin's request until every row is written (the fan-out job done)
//   and every connected client has received it (goal ≤ 2 s, the issue's);
// - 1,000 concurrent event streams on the one api process: its memory per stream, and the delivery p99 (from
//   the row's creation to the client);
// - the broadcast endpoint's p99 (it only enqueues) against an authenticated read of the same api in the same run;
// - Redis keys back to their baseline once the streams are closed and the jobs done (the jobs BullMQ keeps by
//   design, removeOnComplete, counted apart).
// Sessions are minted as the sign-in would mint them (a session row and an access token), because 1,000 argon2
// sign-ins would be the bench. Writes bench/results/<stamp>-notifications.json and notifications-latest.md; with
// `--json <file>` also its lines for bench/run.mjs. No timed assertion anywhere.
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { createTestDatabase, dropTestDatabase, migrateAndSeed } from '../../apps/api/test/support/test-database';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { NOTIFICATIONS_QUEUE_NAME } from '../../apps/api/src/modules/notifications/notifications.constants';
import { jobIdOf } from '../../apps/api/src/modules/notifications/notifications.queue';
import { openStream, type BenchStream } from './sse-clients';
import { startListening, stopChild } from '../support/child-process';

const ROOT = join(__dirname, '..', '..');
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 300);
const API_PORT = 3430 + OFFSET;
const USERS = Number(process.env.BENCH_NOTIFY_USERS ?? 10_000);
const STREAMS = Number(process.env.BENCH_NOTIFY_STREAMS ?? 1_000);
const ENDPOINT_REQUESTS = 400;
const GOAL_BROADCAST_MS = 2_000;
const { values: args } = parseArgs({ options: { json: { type: 'string' } } });

interface Line { metric: string; shown: string; value: number | null; goal?: string; status?: 'pass' | 'fail' | 'info' }
const lines: Line[] = [];
const notes: string[] = [];
const say = (text: string) => process.stderr.write(`[bench:notifications] ${text}\n`);
const judged = (ok: boolean): 'pass' | 'fail' => (ok ? 'pass' : 'fail');
const now = () => performance.timeOrigin + performance.now();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
};


/** Resident memory of a process in bytes (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** Polls until `probe` holds; for state in other processes (a job finishing). Bench-only, never in a test. */
async function until<T>(probe: () => Promise<T | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function main() {
  const database = await createTestDatabase();
  const prefix = `harman_bench_notify_${randomBytes(4).toString('hex')}`;
  const jwtSecret = randomBytes(48).toString('base64url');
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '10',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: prefix,
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_FROM: 'Harman Kahve <no-reply@harman.test>',
    APP_BASE_URL: 'http://shop.test',
    PLATFORM_DEPLOY_TOKEN: randomBytes(16).toString('hex'),
    FORM_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    AUTH_JWT_SECRET: jwtSecret,
    AUTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PAYMENT_PROVIDER: 'dev',
    PORT: String(API_PORT),
    RUN_WORKERS: 'false',
    LOG_LEVEL: 'warn',
  };
  const logDir = join(ROOT, 'tmp', 'bench');
  mkdirSync(logDir, { recursive: true });
  const children: ChildProcess[] = [];
  const streams: BenchStream[] = [];
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
  const queue = new Queue(NOTIFICATIONS_QUEUE_NAME, { connection: { url: env.REDIS_URL }, prefix });
  const db = new Client({ connectionString: database.url });
  try {
    say(`database ${database.name}: migrating and seeding; ${USERS.toLocaleString('en')} customers`);
    await migrateAndSeed(loadConfig(env));
    await db.connect();
    await db.query(
      `INSERT INTO users (email, password_hash, full_name, role, newsletter)
       SELECT 'bench-' || g || '@bench.test', '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2g', 'Bench ' || g, 'user', false
       FROM generate_series(1, $1::int) AS g`,
      [USERS],
    );
    await db.query(`INSERT INTO users (email, password_hash, full_name, role) VALUES ('bench-admin@bench.test', '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2g', 'Bench Admin', 'admin')`);
    // A live session per streaming customer and for the admin (two-factor done), as the sign-in writes it.
    const sessions = (
      await db.query<{ id: string; user_id: string; role: string }>(
        `INSERT INTO user_sessions (id, user_id, created_at, last_used_at, expires_at, mfa_verified)
         SELECT gen_random_uuid(), u.id, now(), now(), now() + interval '1 day', true
         FROM ((SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench-%' AND role = 'user') s
                WHERE n % $2 = 0 ORDER BY id LIMIT $1)
               UNION ALL (SELECT id FROM users WHERE email = 'bench-admin@bench.test')) u
         RETURNING id, user_id, (SELECT role FROM users WHERE users.id = user_id) AS role`,
        // Spread over the audience (every tenth customer in id order), so the clients wait for every batch, not the first.
        [STREAMS, Math.max(1, Math.floor(USERS / STREAMS))],
      )
    ).rows;
    const cookieOf = (session: { id: string; user_id: string }) =>
      `harman_at=${jwt.sign({ sub: session.user_id, sid: session.id, typ: 'access' }, jwtSecret, { algorithm: 'HS256', issuer: 'harman', audience: 'harman-api', expiresIn: 3600 })}`;
    const admin = sessions.find((session) => session.role === 'admin')!;
    const customers = sessions.filter((session) => session.role === 'user');
    const adminCookie = cookieOf(admin);
    const audience = Number((await db.query(`SELECT count(*) AS n FROM users WHERE role = 'user' AND status = 'active'`)).rows[0].n);

    const register = join(ROOT, 'apps', 'api', 'test', 'support', 'swc-register.cjs');
    const api = await startListening(['--require', register, join(ROOT, 'bench', 'listing', 'api-main.ts')], env, join(logDir, 'notifications-api.log'));
    children.push(api);
    children.push(await startListening(['--require', register, join(__dirname, 'worker-main.ts')], env, join(logDir, 'notifications-worker.log')));
    const apiUrl = `http://127.0.0.1:${API_PORT}`;
    const broadcast = async (to: 'all' | 'opted_in') => {
      const response = await fetch(`${apiUrl}/api/admin/notifications/broadcasts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: adminCookie },
        body: JSON.stringify({ type: 'promotion', audience: to, title: { tr: 'Kampanya', en: 'Offer' }, message: { tr: 'Yeni hasat geldi.', en: 'The new harvest is in.' }, url: '/shop' }),
      });
      if (response.status !== 202) throw new Error(`broadcast answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { eventId: string }).eventId;
    };
    const finished = (eventId: string) =>
      until(async () => {
        const job = await queue.getJob(jobIdOf(eventId));
        return job?.finishedOn ? job : false;
      }, `the fan-out of ${eventId}`);
    const keyCount = async () => {
      let cursor = '0';
      let count = 0;
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        count += keys.length;
        cursor = next;
      } while (cursor !== '0');
      return count;
    };
    const subscribers = async () => Number(((await redis.pubsub('NUMSUB', `${prefix}:notifications:live`)) as [string, number])[1]);
    const idle = () =>
      until(async () => {
        const counts = await queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
        return Object.values(counts).every((n) => n === 0);
      }, 'the notifications queue to be idle');

    // Warm-up: one small broadcast, so the queue's own keys exist before the baseline is taken.
    await finished(await broadcast('opted_in'));
    await idle();
    const keys0 = await keyCount();
    const completed0 = (await queue.getJobCounts('completed')).completed;
    const subscribers0 = await subscribers();

    say(`opening ${STREAMS.toLocaleString('en')} event streams on the api process`);
    const rss0 = rssOf(api.pid!);
    let delivered = 0;
    let allDelivered: () => void = () => undefined;
    const everyone = new Promise<void>((resolve) => (allDelivered = resolve));
    for (let i = 0; i < customers.length; i += 100) {
      const batch = customers.slice(i, i + 100).map((session) =>
        openStream(apiUrl, session.user_id, cookieOf(session), () => {
          delivered += 1;
          if (delivered === STREAMS) allDelivered();
        }),
      );
      streams.push(...batch);
      await Promise.all(batch.map((stream) => stream.ready));
    }
    const rss1 = rssOf(api.pid!);
    const keysOpen = await keyCount();
    const perStream = (rss1 - rss0) / STREAMS;
    lines.push({ metric: `api process memory (RSS) per open event stream, ${STREAMS.toLocaleString('en')} streams`, shown: `${(perStream / 1024).toFixed(1)} kB (RSS ${(rss0 / 2 ** 20).toFixed(0)} → ${(rss1 / 2 ** 20).toFixed(0)} MB)`, value: perStream, goal: 'information', status: 'info' });

    say(`broadcast to ${audience.toLocaleString('en')} customers`);
    const t0 = now();
    const eventId = await broadcast('all');
    const accepted = now() - t0;
    await Promise.race([everyone, until(async () => false, 'every stream to receive the broadcast')]);
    const lastReceipt = Math.max(...streams.flatMap((stream) => [...stream.received.values()].map((r) => r.at)));
    const job = await finished(eventId);
    const written = Number((await db.query(`SELECT count(*) AS n FROM notifications WHERE event_id = $1`, [eventId])).rows[0].n);
    if (written !== audience) throw new Error(`the broadcast wrote ${written} rows for ${audience} customers`);
    const total = Math.max(job.finishedOn! - t0, lastReceipt - t0);
    lines.push({
      metric: `broadcast to ${audience.toLocaleString('en')} customers, one worker: request → every row written and every one of ${STREAMS.toLocaleString('en')} clients served`,
      shown: `${total.toFixed(0)} ms (rows ${(job.finishedOn! - t0).toFixed(0)} ms, clients ${(lastReceipt - t0).toFixed(0)} ms, request ${accepted.toFixed(0)} ms) ${total <= GOAL_BROADCAST_MS ? '(met)' : '(NOT met)'}`,
      value: total,
      goal: `≤ ${GOAL_BROADCAST_MS / 1000} s`,
      status: judged(total <= GOAL_BROADCAST_MS),
    });
    const latencies = streams.flatMap((stream) => [...stream.received.values()].map((r) => r.at - Date.parse(r.createdAt)));
    lines.push({
      metric: `delivery over ${STREAMS.toLocaleString('en')} open streams: row written → client, p50 / p99`,
      shown: `${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.99).toFixed(0)} ms`,
      value: percentile(latencies, 0.99),
      goal: 'information',
      status: 'info',
    });
    const duplicates = streams.reduce((sum, stream) => sum + stream.received.size, 0) - STREAMS;
    if (duplicates !== 0) notes.push(`${duplicates} stream(s) received more than one notification`);

    for (const stream of streams) stream.close();
    streams.length = 0;

    say('the broadcast endpoint under load');
    const cannon = async (options: { url: string; method?: string; headers: Record<string, string>; body?: string }) => {
      await autocannon({ ...options, amount: 50, connections: 10 });
      const result = await autocannon({ ...options, amount: ENDPOINT_REQUESTS, connections: 10 });
      if (result.non2xx || result.errors) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return result;
    };
    const read = await cannon({ url: `${apiUrl}/api/notifications/unread-count`, headers: { cookie: adminCookie } });
    const post = await cannon({
      url: `${apiUrl}/api/admin/notifications/broadcasts`,
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      // Opted-in customers only: none of the bench's, so each job stays small and the endpoint's own cost shows.
      body: JSON.stringify({ type: 'system', audience: 'opted_in', title: { tr: 'Bakım', en: 'Maintenance' }, message: { tr: 'Kısa bir bakım.', en: 'A short maintenance.' } }),
    });
    lines.push({ metric: 'broadcast endpoint (enqueue), 10 connections: req/s, p99', shown: `${post.requests.average.toFixed(0)} req/s, p99 ${post.latency.p99} ms`, value: post.latency.p99, goal: 'information', status: 'info' });
    lines.push({ metric: 'baseline: an authenticated read of the same api (unread count), p99', shown: `${read.requests.average.toFixed(0)} req/s, p99 ${read.latency.p99} ms`, value: read.latency.p99, goal: 'information', status: 'info' });
    lines.push({ metric: 'broadcast endpoint p99 ÷ authenticated read p99', shown: `${(post.latency.p99 / read.latency.p99).toFixed(2)}×`, value: post.latency.p99 / read.latency.p99, goal: 'information', status: 'info' });

    await idle();
    const keys1 = await keyCount();
    const kept = (await queue.getJobCounts('completed')).completed - completed0;
    const leaked = keys1 - keys0 - kept;
    const subscribers1 = await subscribers();
    lines.push({
      metric: 'Redis keys after the streams closed and the jobs finished, against the baseline (less the completed jobs BullMQ keeps a day)',
      shown: `${leaked} (baseline ${keys0}, with ${STREAMS.toLocaleString('en')} streams open ${keysOpen}, after ${keys1}, jobs kept ${kept}; live-channel subscribers ${subscribers0} → ${subscribers1})`,
      value: leaked,
      goal: '= 0',
      status: judged(leaked === 0 && keysOpen === keys0 && subscribers1 === subscribers0),
    });
  } finally {
    for (const stream of streams) stream.close();
    for (const child of children) await stopChild(child);
    await queue.close();
    // The bench's own keys go with it.
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
    await db.end().catch(() => undefined);
    await dropTestDatabase(database.name);
  }
}

function write(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const results = join(ROOT, 'bench', 'results');
  const table = ['| metric | result | goal |', '|---|---|---|', ...lines.map((l) => `| ${l.metric} | ${l.shown} | ${l.goal ?? '—'} |`)].join('\n');
  const json = { startedAt: stamp, users: USERS, streams: STREAMS, machine: { cpus: cpus().length, load: loadavg()[0] }, lines, notes };
  writeFileSync(join(results, `${stamp}-notifications.json.tmp`), JSON.stringify(json, null, 2));
  renameSync(join(results, `${stamp}-notifications.json.tmp`), join(results, `${stamp}-notifications.json`));
  writeFileSync(
    join(results, 'notifications-latest.md'),
    `# Notifications bench ${stamp}\n\nOne api process and one worker process; one machine, one run; load average at the end ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.\n\n${table}\n${notes.map((n) => `\nnote: ${n}`).join('')}\n`,
  );
  if (args.json) writeFileSync(args.json, JSON.stringify({ lines, notes }));
  return table;
}

main()
  .then(() => {
    console.log(write());
    process.exit(lines.some((line) => line.status === 'fail') ? 1 : 0);
  })
  .catch((error) => {
    console.error(error);
    notes.push(`bench aborted: ${(error as Error).message}`);
    write();
    process.exit(1);
  });

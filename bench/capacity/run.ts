// `npm run bench:capacity`: the two per-process figures docs/operations.md plans with that `npm run bench` does not
// take: mails a second one worker process sends, and the memory an event stream costs one api process. Each
// against a baseline measured in the same run: nodemailer
// alone to the same SMTP sink at the worker's concurrency; node:http alone holding the same number of streams
// (bare-sse.mjs). Writes bench/results/<stamp>-capacity.json and bench/results/capacity-latest.md. About a minute;
// no timed assertion anywhere.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import request from 'supertest';
import { replicaEnv } from '../../apps/api/reliability/support/process-env';
import { startSmtpSink } from '../../apps/api/reliability/support/smtp-sink';
import { startWorkerProcess } from '../../apps/api/reliability/support/worker-process';
import { MailOutboxService } from '../../apps/api/src/modules/mail/mail-outbox.service';
import { MAIL_WORKER_CONCURRENCY } from '../../apps/api/src/modules/mail/mail.constants';
import { CookieJar, seedUser } from '../../apps/api/test/support/accounts';
import { startApiProcess } from '../../apps/api/test/support/api-process';
import { openEventStream, type SseConnection } from '../../apps/api/test/support/sse-client';
import { startTestApp } from '../../apps/api/test/support/test-app';
import { waitUntil } from '../../apps/api/test/support/wait-until';

const ROOT = join(__dirname, '..', '..');
const MAILS = Number(process.env.BENCH_MAILS ?? 400);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 400);
/** What the sink waits before it answers 250, as a relay takes its time. */
const SMTP_DELAY_MS = 20;
const DATA = { confirmUrl: 'http://shop.test/newsletter/confirm?token=bench', unsubscribeUrl: 'http://shop.test/newsletter/unsubscribe?token=bench' };

const lines: { metric: string; shown: string; value: number }[] = [];
const say = (text: string) => process.stderr.write(`[bench:capacity] ${text}\n`);
const line = (metric: string, value: number, shown: string) => {
  lines.push({ metric, value, shown });
  say(`${metric}: ${shown}`);
};
const rssKib = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** Opens `count` streams, a few at a time; answers them and the process's RSS growth per stream in KiB. */
async function holdStreams(url: string, path: string, headers: Record<string, string>, pid: number, count: number) {
  const streams: SseConnection[] = [];
  // The first streams warm up the code paths; the growth is measured from there.
  for (let n = 0; n < 10; n += 1) streams.push(await openEventStream(url, path, headers));
  const before = rssKib(pid);
  while (streams.length < count + 10) {
    streams.push(...(await Promise.all(Array.from({ length: 10 }, () => openEventStream(url, path, headers)))));
  }
  await Promise.all(streams.map((stream) => stream.waitFor('ready', 1, 60_000)));
  return { streams, kibPerStream: (rssKib(pid) - before) / count };
}

async function main(): Promise<void> {
  const sink = await startSmtpSink({ delayMs: SMTP_DELAY_MS });
  const t = await startTestApp({ env: { RUN_WORKERS: 'false' } });
  try {
    // Mails: nodemailer alone, then one worker process, each sending MAILS to the same sink.
    const transport = createTransport({ url: sink.url, pool: true, maxConnections: MAIL_WORKER_CONCURRENCY } as never);
    let started = performance.now();
    await Promise.all(
      Array.from({ length: MAILS }, (_, n) =>
        transport.sendMail({ from: 'no-reply@harman.test', to: `bare${n}@example.com`, subject: 'Bülten aboneliği', text: DATA.confirmUrl }),
      ),
    );
    const bareMailsPerSecond = MAILS / ((performance.now() - started) / 1000);
    transport.close();
    sink.accepted.length = 0;

    const outbox = t.app.get(MailOutboxService);
    const ids = await t.dataSource.transaction(async (manager) => {
      const recorded: string[] = [];
      for (let n = 0; n < MAILS; n += 1) {
        recorded.push(await outbox.record(manager, { to: `r${n}@example.com`, template: 'newsletter-confirm', language: n % 2 ? 'en' : 'tr', data: DATA }));
      }
      return recorded;
    });
    for (let n = 0; n < MAILS; n += 50) await outbox.dispatch(ids.slice(n, n + 50));
    const worker = await startWorkerProcess(replicaEnv(t, { SMTP_URL: sink.url }), 300_000);
    started = performance.now();
    await waitUntil(() => sink.unique().size >= MAILS, `${MAILS} mails at the sink`, { timeoutMs: 300_000, intervalMs: 10 });
    const workerMailsPerSecond = MAILS / ((performance.now() - started) / 1000);
    await worker.stop();
    line(`mails/s, nodemailer alone (baseline), ${MAIL_WORKER_CONCURRENCY} connections, relay answering in ${SMTP_DELAY_MS} ms`, bareMailsPerSecond, `${bareMailsPerSecond.toFixed(0)} mails/s`);
    line('mails/s, one worker process (outbox → queue → render → send → mark sent)', workerMailsPerSecond, `${workerMailsPerSecond.toFixed(0)} mails/s`);
    line('worker ÷ nodemailer alone', workerMailsPerSecond / bareMailsPerSecond, `${(workerMailsPerSecond / bareMailsPerSecond).toFixed(2)}×`);

    // Streams: one api process holding STREAMS of one customer's streams, then node:http alone holding as many.
    const api = await startApiProcess(replicaEnv(t, { RUN_WORKERS: 'false' }), 300_000);
    const customer = await seedUser(t);
    const jar = new CookieJar().take(await request(api.url).post('/api/auth/login').send({ email: customer.email, password: customer.password }));
    const held = await holdStreams(api.url, '/api/notifications/stream', { Cookie: jar.header() }, api.pid, STREAMS);
    for (const stream of held.streams) stream.close();
    await api.stop();

    const bare = spawn(process.execPath, [join(__dirname, 'bare-sse.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const bareUrl = await new Promise<string>((resolve) => bare.stdout.on('data', (chunk: Buffer) => resolve(`http://127.0.0.1:${/LISTENING (\d+)/.exec(chunk.toString())?.[1]}`)));
    const bareHeld = await holdStreams(bareUrl, '/', {}, bare.pid!, STREAMS);
    for (const stream of bareHeld.streams) stream.close();
    bare.kill('SIGTERM');

    line(`memory per event stream, node:http alone (baseline), ${STREAMS} streams`, bareHeld.kibPerStream, `${bareHeld.kibPerStream.toFixed(1)} KiB`);
    line(`memory per event stream, api process, ${STREAMS} streams of one customer`, held.kibPerStream, `${held.kibPerStream.toFixed(1)} KiB`);
    line('api ÷ node:http alone, memory per stream', held.kibPerStream / bareHeld.kibPerStream, `${(held.kibPerStream / bareHeld.kibPerStream).toFixed(2)}×`);
  } finally {
    await t.close();
    await sink.close();
  }

  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const machine = `${cpus().length} cores, Node ${process.versions.node}, load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end`;
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const json = join(dir, `${stamp}-capacity.json`);
  writeFileSync(`${json}.tmp`, JSON.stringify({ stamp, machine, mails: MAILS, streams: STREAMS, lines }, null, 2));
  renameSync(`${json}.tmp`, json);
  const table = [
    `# Capacity per process (latest run, ${stamp})`,
    '',
    `Machine: ${machine}. Written by \`npm run bench:capacity\` (bench/capacity/run.ts); used by docs/operations.md.`,
    '',
    '| metric | value |',
    '| --- | --- |',
    ...lines.map((entry) => `| ${entry.metric} | ${entry.shown} |`),
    '',
  ].join('\n');
  const md = join(dir, 'capacity-latest.md');
  writeFileSync(`${md}.tmp`, table);
  renameSync(`${md}.tmp`, md);
  process.stdout.write(`${table}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

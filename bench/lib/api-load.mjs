// Line 5: `GET /api/products` throughput and p99 of the real api against the bare node:http + pg
// baseline (bench/bare-api) on the same database, same SQL, same JSON; autocannon, warm-up discarded.
import autocannon from 'autocannon';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { API_URL, BARE_URL, BENCH_DIR, DATABASE_URL, LOAD, LOG_DIR } from './config.mjs';
import { GOALS, judge } from './goals.mjs';
import { startGroup, stopGroup, tail, waitForUrl } from './processes.mjs';

export async function startBareApi() {
  const logFile = join(LOG_DIR, 'bare-api.log');
  const child = startGroup(process.execPath, [join(BENCH_DIR, 'bare-api', 'server.mjs')], {
    env: { PORT: new URL(BARE_URL).port, DATABASE_URL, POOL_MAX: '10' },
    logFile,
  });
  const stop = () => stopGroup(child, 5_000);
  onCleanup(stop, child);
  try {
    await waitForUrl(`${BARE_URL}/health`, { child, timeoutMs: 15_000 });
  } catch (error) {
    throw new Error(`${error.message}\n${tail(logFile)}`);
  }
  return { stop };
}

async function getJson(url) {
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  return { status: response.status, body: await response.json() };
}

/** Both answer the bench's request with the same status and the same JSON (keys in any order). */
export async function sameAnswer() {
  const [api, bare] = await Promise.all([getJson(`${API_URL}${LOAD.path}`), getJson(`${BARE_URL}${LOAD.path}`)]);
  return { same: api.status === bare.status && isDeepStrictEqual(api.body, bare.body), apiStatus: api.status, bareStatus: bare.status, items: bare.body.items?.length };
}

// `no-cache` skips the page cache both servers keep, so every request runs the SQL, as this line always has.
function cannon(url, seconds) {
  return autocannon({ url, connections: LOAD.connections, duration: seconds, renderProgressBar: false, headers: { 'cache-control': 'no-cache' } });
}

/** Warm-up (discarded), then the measured run. */
export async function load(origin) {
  const url = `${origin}${LOAD.path}`;
  await cannon(url, LOAD.warmupSeconds);
  const r = await cannon(url, LOAD.durationSeconds);
  return {
    url,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

const clean = (run) => run && run.non2xx === 0 && run.errors === 0 && run.timeouts === 0;
const runShown = (run) =>
  run ? `${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms${clean(run) ? '' : ` (${run.non2xx} non-2xx, ${run.errors} errors)`}` : 'n/a';

export function apiLines({ bare, api, answer }) {
  const ratio = clean(bare) && clean(api) ? api.rps / bare.rps : null;
  const p99Ratio = clean(bare) && clean(api) && bare.p99 > 0 ? api.p99 / bare.p99 : null;
  return [
    {
      key: 'bareApi',
      metric: `GET ${LOAD.path}, bare node:http + pg (baseline)`,
      value: bare?.rps ?? null,
      shown: runShown(bare),
      goal: '—',
      status: bare ? (clean(bare) ? 'info' : 'error') : 'error',
      details: bare ?? undefined,
    },
    {
      key: 'api',
      metric: `GET ${LOAD.path}, api${p99Ratio === null ? '' : ` (p99 ${p99Ratio.toFixed(2)}× bare)`}`,
      value: api?.rps ?? null,
      shown: runShown(api),
      goal: '—',
      status: api ? (clean(api) ? 'info' : 'error') : 'error',
      details: api ? { ...api, sameJsonAsBare: answer } : undefined,
    },
    {
      key: 'apiRpsRatio',
      metric: 'api ÷ bare requests/s',
      value: ratio,
      shown: ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`,
      goal: GOALS.apiRpsRatio.label,
      status: judge(GOALS.apiRpsRatio, ratio),
    },
  ];
}

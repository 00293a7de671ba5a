// The shop's search under load, with the 10,000-product catalogue: `GET /api/products?q=…&category=…&sort=price-low`.
// - Requests per second of the api against the bare baseline when every request runs the SQL (both are sent
//   `Cache-Control: no-cache`, which skips their identical page cache): the framework's cost over the same work.
// - The same with the page cache, for information: a hot page costs no SQL, so the framework is nearly all of it.
// - The api's p99 at a fixed 1,000 requests per second, as configured for production (page cache on). autocannon
//   corrects for coordinated omission: latency counts from when each request was due.
import autocannon from 'autocannon';
import { isDeepStrictEqual } from 'node:util';
import { SEARCH } from './config.mjs';
import { GOALS, judge } from './goals.mjs';

const NO_CACHE = { 'cache-control': 'no-cache' };

function run(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, renderProgressBar: false, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (r, url) => ({
  url,
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});

/** As many requests as `SEARCH.connections` connections can make: warm-up (discarded), then the measured run. */
export async function searchThroughput(origin, { fresh = false } = {}) {
  const url = `${origin}${SEARCH.path}`;
  const options = { connections: SEARCH.connections, ...(fresh ? { headers: NO_CACHE } : {}) };
  await run(url, { ...options, duration: SEARCH.warmupSeconds });
  return summary(await run(url, { ...options, duration: SEARCH.durationSeconds }), url);
}

/** The api at a fixed rate: every request is sent when due, whether or not earlier ones have answered. */
export async function searchAtFixedRate(origin) {
  const url = `${origin}${SEARCH.path}`;
  const options = { connections: SEARCH.fixedRateConnections, overallRate: SEARCH.fixedRate };
  await run(url, { ...options, duration: SEARCH.warmupSeconds });
  return summary(await run(url, { ...options, duration: SEARCH.durationSeconds }), url);
}

async function getJson(url) {
  const response = await fetch(url, { headers: NO_CACHE });
  return { status: response.status, body: await response.json() };
}

/** The api and the baseline give the same answer to the search (else the ratio compares different work). */
export async function sameSearchAnswer(apiOrigin, bareOrigin) {
  const [api, bare] = await Promise.all([getJson(`${apiOrigin}${SEARCH.path}`), getJson(`${bareOrigin}${SEARCH.path}`)]);
  return { same: api.status === 200 && api.status === bare.status && isDeepStrictEqual(api.body, bare.body), total: api.body.total, items: api.body.items?.length };
}

const clean = (run) => run && run.non2xx === 0 && run.errors === 0 && run.timeouts === 0;
const shown = (run) => (run ? `${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms${clean(run) ? '' : ` (${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} time-outs)`}` : 'n/a');
const ratioOf = (api, bare) => (clean(api) && clean(bare) ? api.rps / bare.rps : null);

export function searchLines({ bare, api, answer, bareCached, apiCached, fixed }) {
  const ratio = answer?.same ? ratioOf(api, bare) : null;
  const cachedRatio = ratioOf(apiCached, bareCached);
  const fixedP99 = clean(fixed) ? fixed.p99 : null;
  const info = (key, metric, run) => ({ key, metric, value: run?.rps ?? null, shown: shown(run), goal: '—', status: run ? (clean(run) ? 'info' : 'error') : 'error', details: run ?? undefined });
  return [
    info('searchBare', `GET ${SEARCH.path}, SQL on every request: bare node:http + pg (baseline)`, bare),
    info('searchApi', 'the same search, SQL on every request: api', api),
    {
      key: 'searchRpsRatio',
      metric: 'search, SQL on every request: api ÷ bare requests/s',
      value: ratio,
      shown: ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`,
      goal: GOALS.searchRpsRatio.label,
      status: judge(GOALS.searchRpsRatio, ratio),
    },
    {
      key: 'searchP99AtFixedRate',
      metric: `search, api as in production (page cache on): p99 at a fixed ${SEARCH.fixedRate} req/s`,
      value: fixedP99,
      shown: fixed ? `${fixed.p99} ms (p50 ${fixed.p50} ms, ${fixed.rps.toFixed(0)} req/s sent${clean(fixed) ? '' : `, ${fixed.non2xx} non-2xx, ${fixed.errors} errors`})` : 'n/a',
      goal: GOALS.searchP99.label,
      status: judge(GOALS.searchP99, fixedP99),
      details: fixed ?? undefined,
    },
    info('searchCachedBare', 'the same search from the page cache: bare', bareCached),
    info('searchCachedApi', 'the same search from the page cache: api', apiCached),
    {
      key: 'searchCachedRatio',
      metric: 'search from the page cache: api ÷ bare requests/s (the framework alone)',
      value: cachedRatio,
      shown: cachedRatio === null ? 'n/a' : `${cachedRatio.toFixed(2)}×`,
      goal: GOALS.cachedRpsRatio.label,
      status: judge(GOALS.cachedRpsRatio, cachedRatio),
    },
  ];
}

// Line 10 (issue 21): the time to first byte of a product page's document with its head written by the shell's
// server (title, description, canonical, hreflang, Open Graph, JSON-LD, from the api), against the same server
// sending the page as it was before heads (issue 21's "today's static page": the same page for every URL, with the
// registry and manifests from one api call, no head), and against the bare index.html (no boot data, no head),
// measured side by side in the same run; and what a crawler sees: the product's name in the first HTML answer, without JavaScript.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serveShell } from '../../tools/stack/static-servers.mjs';
import { onCleanup } from './cleanup.mjs';
import { API_URL, ROOT, SHELL_URL } from './config.mjs';
import { GOALS, judge } from './goals.mjs';

/** Requests per side, one at a time and alternating, so both see the same machine. */
const SAMPLES = 300;
const WARM_UP = 30;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Milliseconds until the answer's headers arrive (fetch resolves then); the body is read before the next. */
async function timeToFirstByte(url) {
  const started = performance.now();
  const response = await fetch(url);
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

export async function documentTtfb() {
  const distDir = join(ROOT, 'apps', 'shell', 'dist');
  const fallbackRegistry = { remotes: [] };
  // The page before heads, as every URL answered when issue 21 was filed (the 16 kB page: the registry and
  // manifests from one api call per page, no head), and the bare index.html (3 kB: nothing written at all).
  const before = await serveShell({ distDir, port: 0, apiUrl: API_URL, fallbackRegistry, embedRegistry: true, pageHeads: false });
  const bare = await serveShell({ distDir, port: 0, apiUrl: API_URL, fallbackRegistry });
  for (const server of [before, bare]) onCleanup(() => new Promise((resolve) => server.close(resolve)));
  const beforeOrigin = `http://localhost:${before.address().port}`;
  const bareOrigin = `http://localhost:${bare.address().port}`;
  const { items } = await (await fetch(`${API_URL}/api/products?pageSize=1&sort=featured`)).json();
  const product = items[0];
  const path = `/shop/${product.slug}`;
  const withHead = [];
  const beforeHeads = [];
  const plain = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const heads = await timeToFirstByte(`${SHELL_URL}${path}`);
    const old = await timeToFirstByte(`${beforeOrigin}${path}`);
    const page = await timeToFirstByte(`${bareOrigin}${path}`);
    if (i >= WARM_UP) {
      withHead.push(heads);
      beforeHeads.push(old);
      plain.push(page);
    }
  }
  const crawled = await (await fetch(`${SHELL_URL}${path}`, { headers: { 'user-agent': GOOGLEBOT } })).text();
  const firstHtml = crawled.slice(0, crawled.indexOf('</head>') + 1 || undefined);
  return {
    path,
    name: product.name,
    p95: percentile(withHead, 0.95),
    beforeP95: percentile(beforeHeads, 0.95),
    staticP95: percentile(plain, 0.95),
    p50: percentile(withHead, 0.5),
    beforeP50: percentile(beforeHeads, 0.5),
    staticP50: percentile(plain, 0.5),
    nameInFirstHtml: crawled.includes(escapeHtml(product.name)) || crawled.includes(product.name),
    nameInHead: firstHtml.includes(escapeHtml(product.name)),
  };
}

export function documentTtfbLines(result) {
  const ratio = result ? result.p95 / result.beforeP95 : null;
  const bareRatio = result ? result.p95 / result.staticP95 : null;
  const ms = (value) => `${value.toFixed(1)} ms`;
  return [
    {
      key: 'documentTtfbRatio',
      metric: `Time to first byte of ${result?.path ?? 'a product page'}, head written ÷ the page before heads (boot data from an api call, no head), p95 (same run)`,
      value: ratio,
      shown: result ? `${ratio.toFixed(2)}× (${ms(result.p95)} vs ${ms(result.beforeP95)}; p50 ${ms(result.p50)} vs ${ms(result.beforeP50)})` : 'n/a',
      goal: GOALS.documentTtfbRatio.label,
      status: judge(GOALS.documentTtfbRatio, ratio),
    },
    {
      key: 'documentTtfbBareRatio',
      metric: 'the same, ÷ the bare index.html (no boot data, no head), p95',
      value: bareRatio,
      shown: result ? `${bareRatio.toFixed(2)}× (${ms(result.p95)} vs ${ms(result.staticP95)}; p50 ${ms(result.p50)} vs ${ms(result.staticP50)})` : 'n/a',
      goal: '—',
      status: result ? 'info' : 'error',
    },
    {
      key: 'crawlerSeesName',
      metric: 'A crawler (Googlebot, no JavaScript) finds the product name in the first HTML answer',
      value: result ? Number(result.nameInFirstHtml && result.nameInHead) : null,
      shown: result ? (result.nameInHead ? `yes, in the head ('${result.name}')` : result.nameInFirstHtml ? 'in the body only' : 'no') : 'n/a',
      goal: 'yes',
      status: result ? (result.nameInHead ? 'pass' : 'fail') : 'error',
    },
  ];
}

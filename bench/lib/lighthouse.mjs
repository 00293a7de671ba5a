// Lighthouse's mobile performance (its default config: a mid-range phone, slow 4G, 4× CPU slowdown, simulated
// throttling) for a page of the federated platform, with Debian's chromium (CHROME_PATH). Each page is
// audited LIGHTHOUSE_RUNS times in a fresh browser and the median score is kept: single runs vary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import { onCleanup } from './cleanup.mjs';
import { LIGHTHOUSE_RUNS, LIGHTHOUSE_THROTTLING, LOG_DIR } from './config.mjs';
import { GOALS, judge } from './goals.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Runs `prepare` with the default context of the browser Lighthouse is about to use (its cookies and storage are
 * the ones the audited page then has: Lighthouse clears the cache and service workers, not cookies or local
 * storage), then disconnects, so nothing but Lighthouse talks to the browser during the audit.
 */
async function prepareBrowser(port, prepare) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await prepare(browser.contexts()[0]);
  } finally {
    await browser.close();
  }
}

/** A page that ends on another URL (a sign-in page, say) is not the page asked for: an error, not a score. */
function checkFinalUrl(lhr, url) {
  if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not the page asked for`);
  }
}

const loadAverage = () => Number(loadavg()[0].toFixed(2));

/** What Lighthouse says slowed the page: LCP phases, render-blocking files, layout shifts, long tasks. */
function diagnostics(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpPhases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  return {
    lcpPhases: Object.fromEntries(lcpPhases.map((phase) => [phase.phase, Math.round(phase.timing)])),
    renderBlocking: items('render-blocking-resources').map((item) => ({ url: item.url, wastedMs: Math.round(item.wastedMs ?? 0) })),
    layoutShifts: items('layout-shifts').map((item) => ({ score: Number((item.score ?? 0).toFixed(4)), node: item.node?.snippet?.slice(0, 120) ?? null })),
    longTasks: items('long-tasks').slice(0, 5).map((item) => ({ url: item.url, ms: Math.round(item.duration) })),
  };
}

async function auditOnce(url, { prepare, keepReport } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const kill = () => chrome.kill();
  onCleanup(kill);
  try {
    if (prepare) await prepareBrowser(chrome.port, prepare);
    const load = loadAverage();
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: LIGHTHOUSE_THROTTLING });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    checkFinalUrl(lhr, url);
    if (keepReport) keepReport(lhr);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      loadAverage: { before: load, after: loadAverage() },
      diagnostics: diagnostics(lhr),
    };
  } finally {
    await kill();
  }
}

/** `<p class="cookie-banner__text">` → `p.cookie-banner__text`: which element painted last, in a few characters. */
function elementName(snippet) {
  const match = /^<(\w+)(?:[^>]*?\bid="([^"]+)")?(?:[^>]*?\bclass="([^" ]+))?/.exec(snippet);
  if (!match) return snippet.slice(0, 40);
  const [, tag, id, className] = match;
  return `${tag}${id ? `#${id}` : ''}${className ? `.${className}` : ''}`;
}

/**
 * Lighthouse's accessibility score of a page (issue 20: 100 on every page a shopper, a customer and staff open),
 * one run (the audit is axe on the rendered page, not a timing), with the failing audits named. `signIn` gets
 * the browser's own context first (its cookies are the ones the audited page then has).
 */
export async function auditAccessibility(url, { signIn } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const kill = () => chrome.kill();
  onCleanup(kill);
  try {
    if (signIn) await prepareBrowser(chrome.port, signIn);
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] });
    checkFinalUrl(lhr, url);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const category = lhr.categories.accessibility;
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return { url, finalUrl: lhr.finalDisplayedUrl, score: Math.round((category.score ?? 0) * 100), failing };
  } finally {
    await kill();
  }
}

export function accessibilityLine(path, result) {
  return {
    key: `lighthouse-a11y:${path}`,
    metric: `Lighthouse accessibility, ${path}`,
    value: result?.score ?? null,
    shown: result ? `${result.score}${result.failing.length ? ` (failing: ${result.failing.join(', ')})` : ''}` : 'n/a',
    goal: GOALS.accessibilityScore.label,
    status: judge(GOALS.accessibilityScore, result?.score),
    details: result ?? undefined,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median run (by score) of `LIGHTHOUSE_RUNS` audits of `url`, with every run in the details. `prepare` gets each
 * run's browser first (a session's cookies, a cart in local storage). Each run's full report is kept in
 * tmp/bench/lighthouse/ (ignored by git) for a closer look.
 */
export async function audit(url, { prepare, name } = {}) {
  const runs = [];
  const dir = join(LOG_DIR, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    const file = join(dir, `${name ?? (new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home')}-${i + 1}.json`);
    runs.push(await auditOnce(url, { prepare, keepReport: (lhr) => writeFileSync(file, JSON.stringify(lhr)) }));
  }
  const score = median(runs.map((run) => run.score));
  const chosen = runs.find((run) => run.score === score);
  return { url, ...chosen, runs };
}

const loadShown = (run) => `load ${run.loadAverage.before.toFixed(1)}`;
// The goals are set in Lighthouse's default simulated throttling; a DevTools-throttled run says so in each line.
const throttlingShown = LIGHTHOUSE_THROTTLING === 'simulate' ? '' : `, ${LIGHTHOUSE_THROTTLING} throttling`;

/** Line 6 for one page: the performance score, its LCP and its CLS (all three from the median run). */
export function lighthouseLines(path, result, { label = path } = {}) {
  const lcpGoal = path === '/' ? GOALS.lcpHome : GOALS.lcp;
  return [
    {
      key: `lighthouse:${label}`,
      metric: `Lighthouse mobile performance, ${label} (median of ${LIGHTHOUSE_RUNS}${throttlingShown})`,
      value: result?.score ?? null,
      shown: result ? `${result.score} (runs ${result.runs.map((run) => `${run.score}, ${loadShown(run)}`).join('; ')})` : 'n/a',
      goal: GOALS.lighthouseScore.label,
      status: judge(GOALS.lighthouseScore, result?.score),
      details: result ?? undefined,
    },
    {
      key: `lcp:${label}`,
      metric: `Largest contentful paint, ${label} (the median run${throttlingShown}; FCP, TBT in details)`,
      value: result?.lcpMs ?? null,
      shown: result ? `${(result.lcpMs / 1000).toFixed(2)} s${result.lcpElement ? ` (${elementName(result.lcpElement)})` : ''}` : 'n/a',
      goal: lcpGoal.label,
      status: judge(lcpGoal, result?.lcpMs),
    },
    {
      key: `cls:${label}`,
      metric: `Cumulative layout shift, ${label} (the median run${throttlingShown})`,
      value: result?.cls ?? null,
      shown: result ? `${result.cls.toFixed(3)} (runs ${result.runs.map((run) => run.cls.toFixed(3)).join(', ')})` : 'n/a',
      goal: GOALS.cls.label,
      status: judge(GOALS.cls, result?.cls),
    },
  ];
}

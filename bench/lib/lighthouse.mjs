// Lighthouse's mobile performance (its default config: a mid-range phone, slow 4G, 4× CPU slowdown, simulated
// throttling) for a page of the federated platform, with Debian's chromium (CHROME_PATH). Each page is
// audited LIGHTHOUSE_RUNS times in a fresh browser and the median score is kept: single runs vary.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import { onCleanup } from './cleanup.mjs';
import { LIGHTHOUSE_RUNS } from './config.mjs';
import { GOALS, judge } from './goals.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const kill = () => chrome.kill();
  onCleanup(kill);
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
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
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const kill = () => chrome.kill();
  onCleanup(kill);
  try {
    if (signIn) await signIn((await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)).contexts()[0]);
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] });
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not the page asked for`);
    }
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

/** The median run (by score) of `LIGHTHOUSE_RUNS` audits of `url`, with every run in the details. */
export async function audit(url) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await auditOnce(url));
  const score = median(runs.map((run) => run.score));
  const chosen = runs.find((run) => run.score === score);
  return { url, ...chosen, runs };
}

export function lighthouseLines(path, result) {
  return [
    {
      key: `lighthouse:${path}`,
      metric: `Lighthouse mobile performance, ${path} (median of ${LIGHTHOUSE_RUNS})`,
      value: result?.score ?? null,
      shown: result ? `${result.score} (runs ${result.runs.map((run) => run.score).join(', ')})` : 'n/a',
      goal: GOALS.lighthouseScore.label,
      status: judge(GOALS.lighthouseScore, result?.score),
      details: result ?? undefined,
    },
    {
      key: `lcp:${path}`,
      metric: `Largest contentful paint, ${path} (same run; FCP, TBT, CLS in details)`,
      value: result?.lcpMs ?? null,
      shown: result ? `${(result.lcpMs / 1000).toFixed(2)} s${result.lcpElement ? ` (${elementName(result.lcpElement)})` : ''}` : 'n/a',
      goal: GOALS.lcp.label,
      status: judge(GOALS.lcp, result?.lcpMs),
    },
  ];
}

// What JavaScript a page downloads: every script response's body, gzipped at level 9, and a network-idle
// wait based on the page's own in-flight requests.
import { gzipSize } from './gzip.mjs';

const isJs = (response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

/** Starts recording on `page`; call before navigating. */
export function recordPage(page) {
  const scripts = new Map(); // url -> Promise<{ url, bytes, gzip } | null>
  const inflight = new Set();
  let lastActivity = Date.now();
  const touch = () => { lastActivity = Date.now(); };

  page.on('request', (request) => {
    // A signed-in page holds its notification stream open for as long as it lives: never idle, and no script.
    if (request.resourceType() === 'eventsource') return;
    inflight.add(request);
    touch();
  });
  const settle = (request) => { inflight.delete(request); touch(); };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (!isJs(response) || response.status() !== 200 || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      // `sent`: the body as it came over the wire (brotli from the platform's servers), beside gzip level 9.
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({ url: response.url(), bytes: body.length, gzip: gzipSize(body), sent: sizes.responseBodySize }),
        () => null,
      ),
    );
  });

  return {
    /** Resolves once nothing has been in flight for `quietMs`. */
    async networkIdle({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inflight.size === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`network not idle after ${timeoutMs / 1000} s: ${[...inflight].map((r) => r.url()).join(', ')}`);
    },
    /** The JS responses so far: files, total bytes and gzip. */
    async js() {
      const files = (await Promise.all(scripts.values())).filter(Boolean).sort((a, b) => b.gzip - a.gzip);
      return {
        files,
        count: files.length,
        bytes: files.reduce((sum, f) => sum + f.bytes, 0),
        gzip: files.reduce((sum, f) => sum + f.gzip, 0),
        sent: files.reduce((sum, f) => sum + f.sent, 0),
      };
    },
  };
}

/** Waits until `count` elements match `selector`. */
export function waitForReady(page, { ready, count = 1 }, timeoutMs = 30_000) {
  return page.waitForFunction(
    ([selector, n]) => document.querySelectorAll(selector).length >= n,
    [ready, count],
    { timeout: timeoutMs, polling: 100 },
  );
}

/** Loads `origin + page.path` in a fresh page; returns the JS it downloaded once ready and idle. */
export async function loadAndCollect(page, origin, spec) {
  const recorder = recordPage(page);
  await page.goto(`${origin}${spec.path}`, { waitUntil: 'load' });
  await waitForReady(page, spec);
  await recorder.networkIdle();
  return recorder.js();
}

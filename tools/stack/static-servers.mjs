// Production-mode static hosting: each remote on its own origin (CORS for the shell, hashed assets
// cached for a year, manifests and entries never cached), and the shell with SPA fallback and /api proxy.
// Everything static is sent compressed (gzip or brotli, as the browser accepts): 3–4× fewer bytes; the files
// from memory, compressed once (compressed-static.mjs), the pages as they are made (`compression()`).
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createBootData, withBootData } from './boot-data.mjs';
import { createReleaseTable, redisGeneration } from './release-table.mjs';
import { createPageHeads, withPageHead } from './page-head.mjs';
import { compressedStatic } from './compressed-static.mjs';
import { createShareImages } from './share-image.mjs';
import { createSitemap, robotsTxt } from './crawl-files.mjs';
import { join } from 'node:path';

/** Files whose name carries a content hash may be cached forever; everything else must revalidate. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|woff2?)$/;
const NEVER_CACHE = /(mf-manifest\.json|mf-stats\.json|head-rules\.json|shared-modules\.json|remoteEntry\.js|index\.html)$/;

function cacheHeaders(res, path) {
  if (NEVER_CACHE.test(path)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=300');
}

/** Headers every origin of ours sends (SECURITY S15): no sniffing, no referrer beyond the origin, no framing. */
function baseSecurityHeaders(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * A script element the browser runs: no type, a JavaScript type, or `module`. Any other type (the head's JSON-LD)
 * is a data block: never executed, so no CSP governs it and it needs no hash.
 */
function runsAsScript(attributes) {
  const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
  return type === '' || /^module$|^(text|application)\/(x-)?(javascript|ecmascript)$/i.test(type);
}

/** The policy of every answer that is code or data, never a page: nothing in it may run, load or be framed. */
export const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The sha256 CSP source of each inline script of a page (those without `src`) the browser would run, as served. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (body.length > 0 && runsAsScript(attributes)) hashes.push(hashOf(body));
  }
  return hashes;
}

/** The same few scripts (the early-load script, a cohort's boot data) come on every page: each hashed once. */
const hashes = new Map();
const MAX_HASHES = 500;
function hashOf(body) {
  let hash = hashes.get(body);
  if (!hash) {
    hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (hashes.size >= MAX_HASHES) hashes.delete(hashes.keys().next().value);
    hashes.set(body, hash);
  }
  return hash;
}

/**
 * The shell page's Content-Security-Policy (issue 13, finding 6): scripts, styles, fonts and manifests from this
 * origin and exactly the registry's remote origins; no inline script but the ones this page carries, each by its
 * hash (the early-load script and the boot data); no plugins, no <base>, no framing by anyone.
 */
export function shellContentSecurityPolicy({ html, remoteOrigins }) {
  const remotes = [...new Set(remoteOrigins)].sort();
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...inlineScriptHashes(html)],
    ['style-src', "'self'", ...remotes],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes],
    ['font-src', "'self'", ...remotes],
    ['connect-src', "'self'", ...remotes],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The origins of a registry's manifests (the remotes the page may load code from). */
export function remoteOriginsOf(registry) {
  const origins = [];
  for (const { manifestUrl } of registry?.remotes ?? []) {
    try {
      origins.push(new URL(manifestUrl).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return origins;
}

function listen(app, port) {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, () => resolve(server));
    server.on('error', reject);
  });
}

/**
 * Serves `releasesDir/<remote>/<version>/…`. `/current/` follows the `current` link that deploy and
 * rollback move, so the shell's static fallback list keeps working without the api.
 */
export function serveRemote({ remote, releasesDir, port, allowedOrigins }) {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    baseSecurityHeaders(res);
    // Code and data, never a page: nothing on this origin may run or be framed as one.
    res.setHeader('Content-Security-Policy', NOT_A_PAGE_CSP);
    next();
  });
  app.use(compressedStatic(join(releasesDir, remote), { setHeaders: cacheHeaders }));
  app.use(compression());
  app.use(express.static(join(releasesDir, remote), { setHeaders: cacheHeaders, index: false, fallthrough: true }));
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return listen(app, port);
}

/**
 * The shell: its build, `/remotes.json` (the fallback registry), and `/api` proxied to the api. With
 * `embedRegistry` its page carries the registry and the active manifests (boot-data.mjs) and the page's own
 * head, written from the remotes' head rules with the status the page deserves (page-head.mjs); `HEAD`
 * answers as `GET` does. `publicOrigin` (APP_BASE_URL) names the canonical URLs; else the request's origin. With
 * `redisUrl` and `releaseGenerationKey` (the api's queue prefix and RELEASE_GENERATION_KEY) an anonymous visitor's
 * registry is made here from the api's release table, read again when the generation moves (release-table.mjs).
 */
export async function serveShell({ distDir, port, apiUrl, fallbackRegistry, embedRegistry = false, pageHeads = embedRegistry, publicOrigin, redisUrl, releaseGenerationKey }) {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    baseSecurityHeaders(res);
    next();
  });
  // This server is the first hop: a forwarding header a client sent is a claim, not a fact. Drop it, so the one
  // X-Forwarded-For entry the api trusts (TRUST_PROXY) is the address this server saw.
  app.use('/api', (req, _res, next) => {
    for (const header of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']) {
      delete req.headers[header];
    }
    next();
  });
  app.use('/api', createProxyMiddleware({ target: `${apiUrl}/api`, changeOrigin: false, xfwd: true }));
  // After the proxy (the api's answers carry the api's own policy): the shell's files, images and data are never
  // a page either; the page itself gets its own policy below.
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', NOT_A_PAGE_CSP);
    next();
  });
  // After the proxy: the api's streams (server-sent events) must not be buffered by a compressor.
  app.use(compression());
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(fallbackRegistry);
  });
  app.use(compressedStatic(distDir, { setHeaders: cacheHeaders }));
  app.use(express.static(distDir, { setHeaders: cacheHeaders, index: false }));
  // Browsers ask for /favicon.ico whatever the page says.
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon-32.png'));
  const indexHtml = join(distDir, 'index.html');
  const generation = embedRegistry && redisUrl && releaseGenerationKey ? redisGeneration(redisUrl, releaseGenerationKey) : null;
  const releaseTable = generation ? createReleaseTable({ apiUrl, generation }) : undefined;
  const bootData = embedRegistry ? createBootData(apiUrl, { releaseTable }) : async () => null;
  // `pageHeads: false` serves the page as it was before heads (the bench's baseline for line 10).
  const pageHead = pageHeads ? createPageHeads({ apiUrl, publicOrigin }) : null;
  const originOf = (req) => publicOrigin ?? `${req.protocol}://${req.get('host')}`;
  if (embedRegistry) {
    const sitemap = createSitemap({ apiUrl });
    const shareImages = createShareImages({ apiUrl });
    app.get('/robots.txt', (req, res) => res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(originOf(req))));
    app.get('/sitemap.xml', async (req, res, next) => {
      try {
        res.set('Cache-Control', 'public, max-age=600').type('application/xml').send(await sitemap(originOf(req)));
      } catch (error) {
        next(error);
      }
    });
    const sendJpeg = (res, image) => res.set('Cache-Control', 'public, max-age=3600').type('image/jpeg').send(image);
    app.get('/share/harman.jpg', async (_req, res, next) => shareImages.site().then((image) => sendJpeg(res, image), next));
    app.get('/share/products/:file', async (req, res, next) => {
      const slug = /^(.+)\.jpg$/.exec(req.params.file)?.[1];
      if (!slug) return res.status(404).type('text/plain').send('Not found');
      try {
        const image = await shareImages.product(slug);
        return image ? sendJpeg(res, image) : res.status(404).type('text/plain').send('Not found');
      } catch (error) {
        return next(error);
      }
    });
    // The old menu address goes straight to the ordering page the api is configured with.
    app.get(['/menu', '/en/menu'], async (_req, res, next) => {
      try {
        const response = await fetch(`${apiUrl}/api/site/menu`, { signal: AbortSignal.timeout(1500) });
        if (!response.ok) return next();
        const { url } = await response.json();
        return typeof url === 'string' && /^https?:\/\//.test(url) ? res.redirect(302, url) : next();
      } catch {
        return next();
      }
    });
  }
  app.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(indexHtml)) return res.status(404).end();
    try {
      const boot = await bootData({ cookie: req.headers.cookie });
      // A new visitor's id (their release cohort) is set by the api; the page's response carries it.
      for (const line of boot?.setCookies ?? []) res.append('Set-Cookie', line);
      const origin = `${req.protocol}://${req.get('host')}`;
      const answer = pageHead ? await pageHead(req.path, { registry: boot?.registry ?? fallbackRegistry, origin }) : null;
      if (answer?.redirect) {
        const query = req.originalUrl.slice(req.path.length);
        res.setHeader('Cache-Control', 'no-cache');
        return res.redirect(answer.status, `${answer.redirect}${query}`);
      }
      const html = withPageHead(withBootData(readFileSync(indexHtml, 'utf8'), boot), answer);
      const remoteOrigins = [...remoteOriginsOf(boot?.registry), ...remoteOriginsOf(fallbackRegistry)];
      res.setHeader('Cache-Control', 'no-cache');
      // The embedded registry is the visitor's cohort's (their cookie): no cache may give it to another visitor.
      res.append('Vary', 'Cookie');
      res.setHeader('Content-Security-Policy', shellContentSecurityPolicy({ html, remoteOrigins }));
      res.status(answer?.status ?? 200).type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
  const server = await listen(app, port);
  if (generation) server.on('close', () => generation.close());
  return server;
}

// Production-mode static hosting: each remote on its own origin (CORS for the shell, hashed assets
// cached for a year, manifests and entries never cached), and the shell with SPA fallback and /api proxy.
// Everything static is sent compressed (gzip or brotli, as the browser accepts): 3–4× fewer bytes.
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { existsSync, readFileSync } from 'node:fs';
import { createBootData, withBootData } from './boot-data.mjs';
import { join } from 'node:path';

/** Files whose name carries a content hash may be cached forever; everything else must revalidate. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|woff2?)$/;
const NEVER_CACHE = /(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html)$/;

function cacheHeaders(res, path) {
  if (NEVER_CACHE.test(path)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=300');
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
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(compression());
  app.use(express.static(join(releasesDir, remote), { setHeaders: cacheHeaders, index: false, fallthrough: true }));
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return listen(app, port);
}

/**
 * The shell: its build, `/remotes.json` (the fallback registry), and `/api` proxied to the api. With
 * `embedRegistry` its page carries the registry and the active manifests (boot-data.mjs).
 */
export function serveShell({ distDir, port, apiUrl, fallbackRegistry, embedRegistry = false }) {
  const app = express();
  app.disable('x-powered-by');
  // This server is the first hop: a forwarding header a client sent is a claim, not a fact. Drop it, so the one
  // X-Forwarded-For entry the api trusts (TRUST_PROXY) is the address this server saw.
  app.use('/api', (req, _res, next) => {
    for (const header of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']) {
      delete req.headers[header];
    }
    next();
  });
  app.use('/api', createProxyMiddleware({ target: `${apiUrl}/api`, changeOrigin: false, xfwd: true }));
  // After the proxy: the api's streams (server-sent events) must not be buffered by a compressor.
  app.use(compression());
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(fallbackRegistry);
  });
  app.use(express.static(distDir, { setHeaders: cacheHeaders, index: false }));
  const indexHtml = join(distDir, 'index.html');
  const bootData = embedRegistry ? createBootData(apiUrl) : async () => null;
  app.use(async (req, res) => {
    if (req.method !== 'GET' || !existsSync(indexHtml)) return res.status(404).end();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(withBootData(readFileSync(indexHtml, 'utf8'), await bootData()));
  });
  return listen(app, port);
}

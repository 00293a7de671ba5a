// Static files sent compressed from memory: each file is compressed once per encoding and kept while its size
// and time stamp stay the same. Measured before: `compression()` re-compressed every file on every request,
// about 75 ms of CPU for the ~2 MB of JavaScript a cold page pulls, on every page a browser test opens.
// A build's brotli copy beside a file (`<file>.br`, tools/rsbuild/precompress.ts) is sent instead when it holds
// the file's current content.
import { createHash } from 'node:crypto';
import { statSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.html', '.txt', '.map', '.xml']);
/** Below this, a compressed body is not worth its header (as `compression()` decides). */
const MIN_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Brotli 5 and gzip 6: close to the best ratio at a fraction of its time, as the first request waits for it. */
function compress(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/**
 * The build's brotli copy of `raw` at `path.br`, if there is one and it decodes to `raw` (a copy left from
 * another build of the file is not sent); otherwise null. Decoding is cheap and happens once per cached entry.
 */
function precompressed(path, raw) {
  try {
    const copy = readFileSync(`${path}.br`);
    return brotliDecompressSync(copy).equals(raw) ? copy : null;
  } catch {
    return null;
  }
}

/**
 * Serves the compressible files under `root` compressed (GET and HEAD), with the headers `setHeaders(res, path)`
 * gives, an ETag and 304s; anything else (other files, a missing file, no accepted encoding) goes to `next`,
 * for `express.static` to answer.
 */
export function compressedStatic(root, { setHeaders = () => {} } = {}) {
  const cache = new Map();
  const base = normalize(root + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path;
    try {
      path = normalize(join(base, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!path.startsWith(base) || !COMPRESSIBLE.has(extname(path))) return next();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return next();
    }
    if (!stat.isFile() || stat.size < MIN_BYTES) return next();
    const key = `${path}\0${encoding}`;
    let entry = cache.get(key);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      const raw = readFileSync(path);
      const body = (encoding === 'br' && precompressed(path, raw)) || compress(raw, encoding);
      entry = { mtimeMs: stat.mtimeMs, size: stat.size, body, etag: `"${createHash('sha1').update(raw).digest('base64url')}-${encoding}"` };
      cache.set(key, entry);
    }
    res.vary('Accept-Encoding');
    res.setHeader('ETag', entry.etag);
    setHeaders(res, path);
    if (req.headers['if-none-match'] === entry.etag) return res.status(304).end();
    res.type(extname(path));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', entry.body.length);
    return req.method === 'HEAD' ? res.end() : res.end(entry.body);
  };
}

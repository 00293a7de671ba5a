import { Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { apiSecurityHeaders } from '../../common/http/security-headers';
import { maskCardNumbers } from '../../common/security/mask-card-numbers';
import { requestIdOf } from '../../config/logger.config';
import { ProductListCache } from './product-list-cache';
import type { ListPage } from './products.service';

/** Raw URLs remembered; each one a shop page that went through the whole framework once. */
const MAX_URLS = 2_000;
/** Below this a compressed body is not worth its header (as `compression()` decides). */
const MIN_COMPRESSED_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** br, else gzip, else none, for an Accept-Encoding header (a q of 0 refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Shop pages from the page cache without the framework (issues 15 and 24: Nest and Express cost 90 % of a cached
 * page). Only a raw URL that once went the whole way (guards, validation, the controller) and was answered from the
 * cache is remembered, with its cache key; a repeat of that very URL whose page is still cached gets the same
 * answer here, byte for byte: the api's security headers, request id, ETag and 304, `Cache-Control: no-cache`, the
 * encoding `compression()` would choose, and the request log line. Everything else, a client's `no-cache`
 * included, goes to the framework as before.
 */
@Injectable()
export class ProductListFastPath {
  private readonly logger = new Logger('HTTP');
  private readonly urls = new Map<string, string>();
  private readonly encoded = new WeakMap<ListPage, Partial<Record<Encoding, Buffer>>>();
  private readonly securityHeaders = apiSecurityHeaders();
  /** Answers given here (the tests read it). */
  served = 0;

  constructor(private readonly cache: ProductListCache) {}

  /** Called by the controller after it answered `url` from the cache under `key`. */
  remember(url: string, key: string): void {
    if (this.urls.has(url)) return;
    if (this.urls.size >= MAX_URLS) this.urls.delete(this.urls.keys().next().value as string);
    this.urls.set(url, key);
  }

  /** Answers the request when it can; false hands it to the framework. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const key = this.urls.get(request.url ?? '');
    if (key === undefined || /\bno-cache\b/i.test(request.headers['cache-control'] ?? '')) return false;
    const page = this.cache.peek(key);
    if (!page) return false;

    const started = performance.now();
    const id = requestIdOf(request, response);
    // helmet sets its headers at once and calls on; nothing else of the framework runs.
    this.securityHeaders(request, response, () => undefined);
    response.setHeader('ETag', page.etag);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === page.etag) {
      response.statusCode = 304;
      response.end();
    } else {
      const encoding = request.method === 'GET' && page.json.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
      const body = encoding ? this.encode(page, encoding) : page.json;
      if (encoding) response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', body.length);
      response.statusCode = 200;
      response.end(request.method === 'HEAD' ? undefined : body);
    }
    this.served += 1;
    this.logger.log(
      { req: { id, method: request.method, url: maskCardNumbers(request.url ?? '') }, res: { statusCode: response.statusCode }, responseTime: Math.round(performance.now() - started) },
      'request completed',
    );
    return true;
  }

  /** Each cached page compressed once per encoding, as it stays in the cache. */
  private encode(page: ListPage, encoding: Encoding): Buffer {
    let bodies = this.encoded.get(page);
    if (!bodies) this.encoded.set(page, (bodies = {}));
    bodies[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(page.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.json.length } })
        : gzipSync(page.json);
    return bodies[encoding];
  }
}

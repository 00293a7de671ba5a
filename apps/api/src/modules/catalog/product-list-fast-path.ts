import { Injectable, Logger } from '@nestjs/common';
import { productListQuerySchema } from '@harman/contracts';
import Negotiator from 'negotiator';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parse as parseQuery } from 'node:querystring';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { apiSecurityHeaderList } from '../../common/http/security-headers';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { maskCardNumbers } from '../../common/security/mask-card-numbers';
import { requestIdFrom } from '../../config/logger.config';
import { holdsCardNumber } from '../auth/guards/card-data.guard';
import { ProductListCache } from './product-list-cache';
import { productListCacheKey } from './helpers/product-list-key';
import { ProductsService, type ListPage, type ProductListParams } from './products.service';

const PATH = '/api/products';
/** Raw URLs remembered with their cache key: a repeat skips even the query's validation. */
const MAX_URLS = 2_000;
/** Below this a compressed body is not worth its header (as `compression()` decides). */
const MIN_COMPRESSED_BYTES = 1024;
/** Plain names only: with them Express's query parsers (simple and extended) read the same object. */
const PLAIN_KEY = /^[A-Za-z]{1,20}$/;

type Encoding = 'br' | 'gzip';

const ENCODINGS = ['br', 'gzip', 'identity'];
const PREFERRED: Encoding[] = ['br', 'gzip'];

/** The encoding `compression()` would choose for the request (the same library decides): br, gzip, or none. */
function negotiate(acceptEncoding: string | undefined): Encoding | null {
  const request = { headers: { 'accept-encoding': acceptEncoding } } as unknown as IncomingMessage;
  const chosen = new Negotiator(request).encoding(ENCODINGS, { preferred: PREFERRED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Clients send a handful of distinct Accept-Encoding values: each is negotiated once. */
const MAX_ACCEPT_ENCODINGS = 100;
const chosenEncodings = new Map<string | undefined, Encoding | null>();
function encodingFor(request: IncomingMessage): Encoding | null {
  const accept = request.headers['accept-encoding'];
  let chosen = chosenEncodings.get(accept);
  if (chosen === undefined) {
    chosen = negotiate(accept);
    if (chosenEncodings.size >= MAX_ACCEPT_ENCODINGS) chosenEncodings.clear();
    chosenEncodings.set(accept, chosen);
  }
  return chosen;
}

/**
 * `GET /api/products` without Express and Nest (issues 15 and 24: on a cached page the framework was 90 % of the
 * cost, on an uncached one a third). A request the route would accept, as it would (the card-data guard's check, the
 * query schema, text PostgreSQL can store), is answered here with the framework's bytes and headers: helmet's, the
 * request id, ETag and 304, `Cache-Control: no-cache`, `Server-Timing` on a fresh read, the encoding
 * `compression()` would choose, and the request log line. Anything else (a refused or odd query, a failed read)
 * goes to the framework, which answers it as before. ProductsController stays the route's definition and its
 * OpenAPI entry; a test holds the two to the same answers.
 */
@Injectable()
export class ProductListFastPath {
  private readonly logger = new Logger('HTTP');
  private readonly urls = new Map<string, string>();
  private readonly encoded = new WeakMap<ListPage, Partial<Record<Encoding, Buffer>>>();
  /** The head every answer shares, as `writeHead` takes it: helmet's headers (read once) and the list's own. */
  private readonly sharedHead = [
    ...apiSecurityHeaderList(),
    'Cache-Control', 'no-cache',
    'Content-Type', 'application/json; charset=utf-8',
    'Vary', 'Accept-Encoding',
  ];
  /** The route's own pipe (ProductsController), so both paths accept exactly the same queries. */
  private readonly validate = new ZodValidationPipe(productListQuerySchema);
  /** Answers given here (the tests read it). */
  served = 0;

  constructor(
    private readonly products: ProductsService,
    private readonly cache: ProductListCache,
  ) {}

  /**
   * Answers the request, or resolves false (nothing written) for the framework to answer it. Synchronous false
   * for every request that is not a shop list, so they pay nothing.
   */
  answer(request: IncomingMessage, response: ServerResponse): false | Promise<boolean> | true {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    if ((query === -1 ? url : url.slice(0, query)) !== PATH) return false;
    const started = performance.now();
    const fresh = /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');
    const known = fresh ? undefined : this.urls.get(url);
    const cached = known === undefined ? undefined : this.cache.peek(known);
    if (cached) {
      this.send(request, response, cached, false, started);
      return true;
    }
    const params = this.paramsOf(query === -1 ? '' : url.slice(query + 1));
    if (!params) return false;
    return this.products.list(params, { fresh }).then(
      (page) => {
        if (!fresh) this.remember(url, productListCacheKey(params));
        this.send(request, response, page, fresh, started);
        return true;
      },
      // A failed read is the framework's to answer (its error format, its 503 while the database is away).
      () => false,
    );
  }

  /**
   * The query as the route's card-data guard and validation pipe would accept it, else null. The service's own
   * checks (a price range upside down) reject its read, which then goes to the framework too.
   */
  private paramsOf(search: string): ProductListParams | null {
    const raw = parseQuery(search) as Record<string, unknown>;
    for (const [key, value] of Object.entries(raw)) if (!PLAIN_KEY.test(key) || typeof value !== 'string') return null;
    if (holdsCardNumber(raw)) return null;
    try {
      return this.validate.transform(raw);
    } catch {
      return null;
    }
  }

  private remember(url: string, key: string): void {
    if (this.urls.has(url)) return;
    if (this.urls.size >= MAX_URLS) this.urls.delete(this.urls.keys().next().value as string);
    this.urls.set(url, key);
  }

  private send(request: IncomingMessage, response: ServerResponse, page: ListPage, fresh: boolean, started: number): void {
    const id = requestIdFrom(request);
    // One writeHead with every header: nothing of the framework runs, and Node writes the head without a headers map.
    const head = [...this.sharedHead, 'X-Request-Id', id, 'ETag', page.etag];
    if (fresh) head.push('Server-Timing', `db;dur=${page.databaseMs.toFixed(2)}`);
    if (request.headers['if-none-match'] === page.etag) {
      response.writeHead(304, head);
      response.end();
    } else {
      const encoding = request.method === 'GET' && page.json.length >= MIN_COMPRESSED_BYTES ? encodingFor(request) : null;
      const body = encoding ? this.encode(page, encoding) : page.json;
      if (encoding) head.push('Content-Encoding', encoding);
      head.push('Content-Length', String(body.length));
      response.writeHead(200, head);
      response.end(request.method === 'HEAD' ? undefined : body);
    }
    this.served += 1;
    this.logger.log(
      { req: { id, method: request.method, url: maskCardNumbers(request.url ?? '') }, res: { statusCode: response.statusCode }, responseTime: Math.round(performance.now() - started) },
      'request completed',
    );
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

import { TIMINGS, apiErrorSchema } from '@harman/contracts';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientConfig {
  /** Prefix of relative paths; '/api' by default (the api's global prefix, same origin). */
  baseUrl: string;
  fetch: typeof fetch;
  /** Waits between retries; injected by tests so they never really wait. */
  sleep: (ms: number) => Promise<void>;
  /** Extra headers of every request, e.g. the session's authorization and anti-forgery headers. */
  headers: () => Record<string, string>;
}

/** A zod schema, classic or mini: all the client needs is `safeParse`. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, except FormData, Blob, URLSearchParams and ArrayBuffer, which are sent as they are. */
  body?: unknown;
  /** Parses the answer; a mismatch is an `ApiError` with code 'INVALID_RESPONSE'. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Retry on network errors and time-outs; on by default for GET only. */
  retry?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

const defaults: ApiClientConfig = {
  baseUrl: '/api',
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  headers: () => ({}),
};
let config: ApiClientConfig = { ...defaults };

/** Changes this copy's settings; fields not given keep their current value. */
export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  config = { ...config, ...changes };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function resolveUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** `Retry-After` as seconds or as an HTTP date, in milliseconds from now. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

function errorFromAnswer(response: Response, text: string): ApiError {
  const json = parseJson(text);
  const body = json.ok ? apiErrorSchema.safeParse(json.value) : undefined;
  const retryAfterMs = retryAfterOf(response);
  if (body?.success) {
    const { code, message, fields, details } = body.data;
    return new ApiError({ status: response.status, code, message, fields, details, retryAfterMs });
  }
  const code = CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  return new ApiError({ status: response.status, code, message: response.statusText || `HTTP ${response.status}`, retryAfterMs });
}

/** By name, not `instanceof`: fetch may throw from another realm (Node's built-in fetch under a test sandbox). */
const isTypeError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TypeError';

const isRetryable = (error: unknown) => error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');

async function attempt<T>(url: string, init: RequestInit, options: ApiFetchOptions<T>, timeoutMs: number): Promise<T> {
  const { signal, schema } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  // No answer: time-out, the caller's abort (rethrown as is), or a network failure (fetch's TypeError).
  const noAnswer = (error: unknown): unknown => {
    if (timedOut) return new ApiError({ status: 0, code: 'TIMEOUT', message: `No answer within ${timeoutMs} ms`, cause: error });
    if (signal?.aborted) return signal.reason;
    if (isTypeError(error)) return new ApiError({ status: 0, code: 'NETWORK', message: 'Connection failed', cause: error });
    return error;
  };

  try {
    let response: Response;
    let text: string;
    try {
      response = await config.fetch(url, { ...init, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      throw noAnswer(error);
    }
    if (!response.ok) throw errorFromAnswer(response, text);
    const json = parseJson(text);
    if (!json.ok) {
      throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: 'The answer is not valid JSON' });
    }
    if (!schema) return json.value as T;
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: 'The answer does not have the expected shape',
        cause: parsed.error,
      });
    }
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Calls the api and answers its JSON (parsed with `schema` when given). Every failure is an `ApiError`
 * (except the caller's own abort). Reads are retried after 1 s then 2 s, only when no answer came
 * (network error or time-out): an HTTP error answer is final.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const retry = options.retry ?? method === 'GET';
  const timeoutMs = options.timeoutMs ?? TIMINGS.requestTimeoutMs;
  const delays: readonly number[] = retry ? TIMINGS.readRetryDelaysMs : [];

  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers(), ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  const url = resolveUrl(path);
  const init: RequestInit = { method, headers, body, credentials: 'include' };

  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt(url, init, options, timeoutMs);
    } catch (error) {
      if (!isRetryable(error) || retries >= delays.length) throw error;
      await config.sleep(delays[retries]);
    }
  }
}

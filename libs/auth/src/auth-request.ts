import { TIMINGS, apiErrorSchema } from '@harman/contracts';

/**
 * A failed call to `/api/auth/*` with everything the sign-in pages show: the stable `code`, field messages,
 * and `details` such as the attempts left or the minutes of a lock. `status` 0 means no answer came.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly details: Record<string, string | number | boolean> = {},
  ) {
    super(message);
  }
}

export interface AuthRequestOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A zod schema, classic or mini: only `safeParse` is used. */
  schema?: { safeParse(value: unknown): { success: true; data: T } | { success: false } };
  timeoutMs?: number;
  /** The answer of this very request, already asked for (the shell's early script's session check): not sent again. */
  response?: Promise<Response>;
}

/**
 * The auth calls' own small fetch: same-origin `/api`, cookies included, JSON, a time-out, no retry (a sign-in
 * is never sent twice). Kept apart from `@harman/api-client` because these pages need the error's `details`.
 */
export async function authRequest<T = unknown>(path: string, options: AuthRequestOptions<T> = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMINGS.requestTimeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await (options.response
      ? Promise.race([options.response, abortedBy(controller.signal)])
      : fetch(`/api/${path.replace(/^\/+/, '')}`, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        credentials: 'include',
        headers: { Accept: 'application/json', ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      }));
    text = await response.text();
  } catch (error) {
    // An early answer times out on its own signal (AbortSignal.timeout), which rejects with a TimeoutError.
    const timedOut = controller.signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
    throw new AuthError(0, timedOut ? 'TIMEOUT' : 'NETWORK', 'Connection failed');
  } finally {
    clearTimeout(timer);
  }
  const json = parse(text);
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(json);
    if (body.success) throw new AuthError(response.status, body.data.code, body.data.message, body.data.fields, body.data.details);
    throw new AuthError(response.status, response.status >= 500 ? 'INTERNAL' : 'UNKNOWN', response.statusText);
  }
  if (!options.schema) return json as T;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new AuthError(response.status, 'INVALID_RESPONSE', 'Unexpected answer');
  return parsed.data;
}

/** Rejects when `signal` aborts: an answer asked for elsewhere still meets this request's time-out. */
function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AuthError';
}

export interface ApiErrorInit {
  /** HTTP status; 0 when no answer came (network failure, time-out). */
  status: number;
  /** A code of `ERROR_CODES` from the api, or of `CLIENT_ERROR_CODES` from this client. */
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  /** What the api adds to the message, e.g. a declined payment's `reason` and order number. */
  details?: Record<string, string | number | boolean>;
  /** From a `Retry-After` answer header (429, 503): how long to wait before trying again. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** Every failure of `apiFetch`: the front ends branch on `code` and translate it as `errors.<code>`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string[]>;
  readonly details?: Record<string, string | number | boolean>;
  readonly retryAfterMs?: number;

  constructor({ status, code, message, fields, details, retryAfterMs, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
    if (details) this.details = details;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Also true for an `ApiError` of another copy of this lib (another remote's build), where `instanceof`
 * would fail.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  return (
    candidate.name === 'ApiError' &&
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string'
  );
}

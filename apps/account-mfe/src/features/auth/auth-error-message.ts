import { isApiError } from '@harman/api-client';
import { isAuthError } from '@harman/auth';

/** The code and status of any failure from `authRequest` or `apiFetch`. */
export function errorInfo(error: unknown): { status: number; code: string; fields?: Record<string, string[]>; details: Record<string, unknown> } {
  if (isAuthError(error)) return { status: error.status, code: error.code, fields: error.fields, details: error.details };
  if (isApiError(error)) {
    // The api repeats `details.retryAfterSeconds` as a Retry-After header, which the api client keeps.
    const retryAfterMs = (error as { retryAfterMs?: unknown }).retryAfterMs;
    const details = typeof retryAfterMs === 'number' ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : {};
    return { status: error.status, code: error.code, fields: error.fields, details };
  }
  return { status: -1, code: 'UNKNOWN', details: {} };
}

/** No answer at all (offline, api down): the spec's connection message. */
export const isConnectionProblem = (code: string) => code === 'NETWORK' || code === 'TIMEOUT';

/** Whole minutes to wait, at least 1. */
export const minutesOf = (seconds: unknown) => Math.max(1, Math.ceil((typeof seconds === 'number' ? seconds : 60) / 60));

import { isApiError } from '@harman/api-client';

/** One hour: the api's window, assumed when a limit answer carries no Retry-After. */
const DEFAULT_LIMIT_MS = 60 * 60 * 1000;

/** What a failed submission means for the visitor (spec §8's contact messages). */
export type SubmissionFailure =
  | { kind: 'fields'; fields: Record<string, string[]> }
  | { kind: 'invalidToken' }
  | { kind: 'limited'; retryAfterMs: number }
  | { kind: 'failed' }
  | { kind: 'unexpected' };

export function classifyFailure(error: unknown): SubmissionFailure {
  if (!isApiError(error)) return { kind: 'unexpected' };
  if (error.code === 'VALIDATION_FAILED' && error.fields) return { kind: 'fields', fields: error.fields };
  if (error.code === 'INVALID_TOKEN' || error.status === 403) return { kind: 'invalidToken' };
  if (error.code === 'RATE_LIMITED' || error.status === 429) {
    return { kind: 'limited', retryAfterMs: error.retryAfterMs ?? DEFAULT_LIMIT_MS };
  }
  if (error.status >= 400) return { kind: 'failed' };
  return { kind: 'unexpected' };
}

import { apiFetch, isApiError, type ApiFetchOptions } from '@harman/api-client';
import { getSessionController } from './session-controller';

/**
 * `apiFetch` for pages behind sign-in: when the access cookie has lapsed (a laptop woke up after its refresh
 * time) it refreshes once and repeats the call; if the session is over, the store turns to 'expired' and the
 * guard shows the notice. The error is rethrown either way, so the page keeps what was typed.
 */
export async function sessionFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, options);
  } catch (error) {
    // Only the guard's own 401 means the access cookie lapsed; others (a wrong code, a wrong password) are the
    // answer, and the call is never sent twice.
    if (!isApiError(error) || error.status !== 401 || error.code !== 'UNAUTHORIZED') throw error;
    if (!(await getSessionController().refresh())) throw error;
    return apiFetch<T>(path, options);
  }
}

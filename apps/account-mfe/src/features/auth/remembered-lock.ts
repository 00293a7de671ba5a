import { ACCOUNT_STORAGE_KEYS } from '@harman/contracts';
import { browserStorage } from '../../lib/browser-storage';

/**
 * The server's lock of an account on this browser (its 423 answer), remembered so a reload of the sign-in page still
 * shows the lock box for that account; the server refuses either way. The address is kept only as a hash: the
 * stored value says when a lock ends, not whose it is.
 */
const KEY = ACCOUNT_STORAGE_KEYS.loginLock;

/** FNV-1a of the address as the api reads it (trimmed, NFKC, lower case): enough to match it, not to read it. */
function accountHash(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.normalize('NFKC').trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function rememberLock(email: string, until: number): void {
  browserStorage.set(KEY, JSON.stringify({ account: accountHash(email), until }));
}

/** When the remembered lock of this address ends (ms since epoch), or null: none, another address's, or over. */
export function rememberedLockOf(email: string, now = Date.now()): number | null {
  const raw = browserStorage.get(KEY);
  if (!raw) return null;
  try {
    const { account, until } = JSON.parse(raw) as { account?: unknown; until?: unknown };
    if (typeof until !== 'number' || until <= now) {
      forgetLock();
      return null;
    }
    return account === accountHash(email) ? until : null;
  } catch {
    forgetLock();
    return null;
  }
}

export function forgetLock(): void {
  browserStorage.remove(KEY);
}

import { ACCOUNT_STORAGE_KEYS } from './auth-constants';

/** Where a page keeps small texts (local storage in the browser); any call may throw, as local storage can. */
export interface TextStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** What the sign-in pages do with the server's lock of an account in this browser (its 423 answer). */
export interface RememberedLocks {
  remember(email: string, until: number): void;
  /** When the remembered lock of this address ends (ms since epoch), or null: none, another address's, or over. */
  of(email: string, now?: number): number | null;
  forget(): void;
}

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

/**
 * The server's lock of an account, remembered so a reload of a sign-in page (the customer's or the admin's) still
 * shows the lock box for that account; the server refuses either way. The address is kept only as a hash: the stored
 * value says when a lock ends, not whose it is. Here, not in a shared front-end lib: each app bundles its own copy of
 * `contracts`, so a remote using this works on a shell deployed before it; the record is what the pages agree on.
 */
export function rememberedLocks(store: TextStore): RememberedLocks {
  const attempt = <T>(call: () => T, fallback: T): T => {
    try {
      return call();
    } catch {
      // Without storage nothing is remembered; the server still refuses.
      return fallback;
    }
  };
  const forget = () => attempt(() => store.remove(KEY), undefined);
  return {
    remember: (email, until) => attempt(() => store.set(KEY, JSON.stringify({ account: accountHash(email), until })), undefined),
    of: (email, now = Date.now()) => {
      const raw = attempt(() => store.get(KEY), null);
      if (!raw) return null;
      const { account, until } = attempt(() => Object(JSON.parse(raw)) as { account?: unknown; until?: unknown }, {});
      if (typeof until !== 'number' || until <= now) {
        forget();
        return null;
      }
      return account === accountHash(email) ? until : null;
    },
    forget,
  };
}

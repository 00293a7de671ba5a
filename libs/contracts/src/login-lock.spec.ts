import { ACCOUNT_STORAGE_KEYS } from './auth-constants';
import { rememberedLocks, type TextStore } from './login-lock';

/** A store like local storage, as a map; `failing` makes every call throw, as a browser without storage does. */
function memoryStore(failing = false): TextStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const check = () => {
    if (failing) throw new Error('SecurityError');
  };
  return {
    data,
    get: (key) => (check(), data.get(key) ?? null),
    set: (key, value) => (check(), void data.set(key, value)),
    remove: (key) => (check(), void data.delete(key)),
  };
}

describe('rememberedLocks', () => {
  const now = 1_000_000;

  it("gives back a lock for the same address, however it is written, until it ends, and keeps no address", () => {
    const store = memoryStore();
    const locks = rememberedLocks(store);
    locks.remember('Musteri@Harman.local', now + 60_000);
    expect(store.data.get(ACCOUNT_STORAGE_KEYS.loginLock)).not.toContain('harman');
    expect(locks.of(' musteri@harman.local ', now)).toBe(now + 60_000);
    expect(locks.of('baska@harman.local', now)).toBeNull();
    expect(locks.of('musteri@harman.local', now + 60_000)).toBeNull();
    // An ended lock is forgotten.
    expect(store.data.has(ACCOUNT_STORAGE_KEYS.loginLock)).toBe(false);
  });

  it('forgets a lock on request, and drops a stored value it cannot read', () => {
    const store = memoryStore();
    const locks = rememberedLocks(store);
    locks.remember('a@harman.local', now + 1_000);
    locks.forget();
    expect(locks.of('a@harman.local', now)).toBeNull();
    for (const raw of ['not json', 'null', '5', '{"until":"later"}']) {
      store.data.set(ACCOUNT_STORAGE_KEYS.loginLock, raw);
      expect({ raw, until: locks.of('a@harman.local', now) }).toEqual({ raw, until: null });
      expect(store.data.has(ACCOUNT_STORAGE_KEYS.loginLock)).toBe(false);
    }
  });

  it('works without storage: nothing is remembered and nothing throws', () => {
    const locks = rememberedLocks(memoryStore(true));
    expect(() => locks.remember('a@harman.local', now + 1_000)).not.toThrow();
    expect(locks.of('a@harman.local', now)).toBeNull();
    expect(() => locks.forget()).not.toThrow();
  });
});

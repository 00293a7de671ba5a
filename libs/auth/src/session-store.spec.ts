/** @jest-environment jsdom */
import { createSessionStore, SESSION_CHANGED_EVENT, SESSION_STORAGE_KEY } from './session-store';

const user = { id: 'u1', email: 'ayse@example.com', fullName: 'Ayşe Yılmaz', role: 'user' as const };

describe('session store', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts loading with nothing stored, and anonymous once the api has answered', () => {
    const store = createSessionStore(window.localStorage, new EventTarget());
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    expect(store.isChecked()).toBe(false);
    store.markChecked();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  it('mirrors a sign-in into storage, which another copy of the lib reads at once', () => {
    const events = new EventTarget();
    const first = createSessionStore(window.localStorage, events);
    const second = createSessionStore(window.localStorage, events);
    const seen = jest.fn();
    second.subscribe(seen);
    first.signedIn(user, 1_700_000_000_000);
    expect(second.getSnapshot()).toEqual({ status: 'authenticated', user, accessExpiresAt: 1_700_000_000_000 });
    expect(seen).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ v: 2, user });

    first.signedOut();
    second.markChecked();
    expect(second.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("changes the signed-in user's name for every copy of the lib, keeping the session's expiry", () => {
    const events = new EventTarget();
    const first = createSessionStore(window.localStorage, events);
    const second = createSessionStore(window.localStorage, events);
    first.updateUser({ fullName: 'Nobody' });
    expect(first.getSnapshot()).toEqual({ status: 'loading' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    first.signedIn(user, 1_700_000_000_000);
    first.updateUser({ fullName: 'Ayşe Demir' });
    const renamed = { status: 'authenticated', user: { ...user, fullName: 'Ayşe Demir' }, accessExpiresAt: 1_700_000_000_000 };
    expect(first.getSnapshot()).toEqual(renamed);
    expect(second.getSnapshot()).toEqual(renamed);
    expect(createSessionStore(window.localStorage, events).getSnapshot()).toEqual(renamed);
  });

  it('follows another tab through the storage event', () => {
    const store = createSessionStore(window.localStorage, window);
    store.markChecked();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ v: 2, user, accessExpiresAt: 5 }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user });
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  it('remembers an expired session until the next sign-in, and drops unreadable records', () => {
    const events = new EventTarget();
    const store = createSessionStore(window.localStorage, events);
    store.signedIn(user, 10);
    store.expired();
    expect(createSessionStore(window.localStorage, events).getSnapshot()).toEqual({ status: 'expired' });

    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"v":2,"user":{"id":1}}');
    expect(createSessionStore(window.localStorage, events).getSnapshot()).toEqual({ status: 'loading' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The first version's record (no expiry) is not trusted either.
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    expect(createSessionStore(window.localStorage, events).getSnapshot()).toEqual({ status: 'loading' });
  });

  it('keeps a stored session when the api cannot be reached, and says so otherwise', () => {
    const events = new EventTarget();
    const signedIn = createSessionStore(window.localStorage, events);
    signedIn.signedIn(user, 10);
    signedIn.unreachable();
    expect(signedIn.getSnapshot().status).toBe('authenticated');
    window.localStorage.clear();
    const fresh = createSessionStore(window.localStorage, events);
    fresh.unreachable();
    expect(fresh.getSnapshot()).toEqual({ status: 'unreachable' });
  });

  it('announces every change with the window event', () => {
    const events = new EventTarget();
    const heard = jest.fn();
    events.addEventListener(SESSION_CHANGED_EVENT, heard);
    createSessionStore(window.localStorage, events).signedIn(user, 1);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

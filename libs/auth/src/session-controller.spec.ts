import { TIMINGS } from '@harman/contracts';
import { SessionController } from './session-controller';
import { createSessionStore } from './session-store';

const info = (expiresInMs: number) => ({
  user: { id: 'u1', email: 'ayse@example.com', fullName: 'Ayşe', role: 'user', emailVerified: true, totpEnabled: false },
  accessExpiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  sessionExpiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
});

type Answer = { status: number; body?: unknown };

/** A fetch that answers each api path from a queue and records the calls. */
function fakeApi(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api\//, '');
    calls.push(path);
    const answer = answers[path]?.shift() ?? { status: 500 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return calls;
}

const unauthorized = { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' } };

/** The controller runs in Node here (real fetch Response objects); a Map stands in for local storage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
const storage = new MemoryStorage();
Object.assign(globalThis, { window: { localStorage: storage } });

describe('SessionController', () => {
  beforeEach(() => {
    storage.clear();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  });
  afterEach(() => jest.useRealTimers());

  it('adopts the session the cookies hold at start, and refreshes a minute before the access cookie expires', async () => {
    const calls = fakeApi({ 'auth/session': [{ status: 200, body: info(15 * 60_000) }], 'auth/refresh': [{ status: 200, body: info(15 * 60_000) }] });
    const store = createSessionStore(storage, new EventTarget());
    await new SessionController(store).start();
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user: { email: 'ayse@example.com' } });
    expect(store.isChecked()).toBe(true);

    await jest.advanceTimersByTimeAsync(13 * 60_000);
    expect(calls).toEqual(['auth/session']);
    await jest.advanceTimersByTimeAsync(60_000 + 1_000);
    expect(calls).toEqual(['auth/session', 'auth/refresh']);
  });

  it('refreshes at start when only the refresh cookie is left, else is anonymous', async () => {
    fakeApi({ 'auth/session': [unauthorized], 'auth/refresh': [{ status: 200, body: info(900_000) }] });
    const store = createSessionStore(storage, new EventTarget());
    await new SessionController(store).start();
    expect(store.getSnapshot().status).toBe('authenticated');

    storage.clear();
    fakeApi({ 'auth/session': [unauthorized], 'auth/refresh': [unauthorized] });
    const anonymous = createSessionStore(storage, new EventTarget());
    await new SessionController(anonymous).start();
    expect(anonymous.getSnapshot()).toEqual({ status: 'anonymous' });
  });

  describe('in a page (document cookies visible)', () => {
    type PageDocument = { cookie: string; addEventListener: () => void };
    const page = globalThis as unknown as { document?: PageDocument };
    const documentWith = (cookie: string): PageDocument => ({ cookie, addEventListener: () => undefined });
    afterEach(() => delete page.document);

    it('asks the api nothing on an anonymous visit: no signed-in hint cookie and no stored session', async () => {
      page.document = documentWith('harman.lang=tr');
      const calls = fakeApi({});
      const store = createSessionStore(storage, new EventTarget());
      await new SessionController(store).start();
      expect(calls).toEqual([]);
      expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
      expect(store.isChecked()).toBe(true);
    });

    it("checks the session when the api's hint cookie says one may exist, __Host- prefixed or not", async () => {
      for (const cookie of ['harman_signed_in=1', 'a=b; __Host-harman_signed_in=1']) {
        storage.clear();
        page.document = documentWith(cookie);
        const calls = fakeApi({ 'auth/session': [{ status: 200, body: info(900_000) }] });
        const store = createSessionStore(storage, new EventTarget());
        await new SessionController(store).start();
        expect(calls).toEqual(['auth/session']);
        expect(store.getSnapshot().status).toBe('authenticated');
      }
    });

    it("takes the shell's early session check instead of asking again, and follows its answer like its own", async () => {
      const early = window as Window & { __HARMAN_EARLY_DATA__?: Record<string, { response: Promise<Response>; at: number }> };
      const answered = (answer: Answer) => ({
        '/api/auth/session': { response: Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })), at: Date.now() },
      });
      page.document = documentWith('harman_signed_in=1');

      early.__HARMAN_EARLY_DATA__ = answered({ status: 200, body: info(900_000) });
      let calls = fakeApi({});
      const store = createSessionStore(storage, new EventTarget());
      await new SessionController(store).start();
      expect(calls).toEqual([]);
      expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user: { email: 'ayse@example.com' } });

      // Refused: the refresh cookie is tried, as after the controller's own check.
      storage.clear();
      early.__HARMAN_EARLY_DATA__ = answered(unauthorized);
      calls = fakeApi({ 'auth/refresh': [{ status: 200, body: info(900_000) }] });
      const refreshed = createSessionStore(storage, new EventTarget());
      await new SessionController(refreshed).start();
      expect(calls).toEqual(['auth/refresh']);
      expect(refreshed.getSnapshot().status).toBe('authenticated');

      // Taken once: the next start asks the api itself.
      calls = fakeApi({ 'auth/session': [{ status: 200, body: info(900_000) }] });
      await new SessionController(createSessionStore(storage, new EventTarget())).start();
      expect(calls).toEqual(['auth/session']);
      delete early.__HARMAN_EARLY_DATA__;
    });

    it('gives an early check that never answers the time-out of its own check: the api is unreachable', async () => {
      const early = window as Window & { __HARMAN_EARLY_DATA__?: Record<string, { response: Promise<Response>; at: number }> };
      early.__HARMAN_EARLY_DATA__ = { '/api/auth/session': { response: new Promise<Response>(() => undefined), at: Date.now() } };
      page.document = documentWith('harman_signed_in=1');
      const calls = fakeApi({});
      const store = createSessionStore(storage, new EventTarget());
      const started = new SessionController(store).start();
      await jest.advanceTimersByTimeAsync(TIMINGS.requestTimeoutMs + 1);
      await started;
      expect(store.getSnapshot()).toEqual({ status: 'unreachable' });
      expect(calls).toEqual([]);
    });

    it('still checks a session this browser stored before the hint cookie existed', async () => {
      page.document = documentWith('');
      createSessionStore(storage, new EventTarget()).signedIn({ id: 'u1', email: 'a@b.co', fullName: null, role: 'user' }, Date.now() + 600_000);
      const calls = fakeApi({ 'auth/session': [{ status: 200, body: info(900_000) }] });
      await new SessionController(createSessionStore(storage, new EventTarget())).start();
      expect(calls).toEqual(['auth/session']);
    });
  });

  it("turns a signed-in browser's refused session into 'expired'", async () => {
    const store = createSessionStore(storage, new EventTarget());
    store.signedIn({ id: 'u1', email: 'a@b.co', fullName: null, role: 'user' }, Date.now() + 600_000);
    fakeApi({ 'auth/session': [unauthorized], 'auth/refresh': [unauthorized] });
    await new SessionController(store).start();
    expect(store.getSnapshot()).toEqual({ status: 'expired' });
  });

  it('sends one refresh for concurrent callers', async () => {
    const calls = fakeApi({ 'auth/session': [{ status: 200, body: info(900_000) }], 'auth/refresh': [{ status: 200, body: info(900_000) }] });
    const controller = new SessionController(createSessionStore(storage, new EventTarget()));
    await controller.start();
    await Promise.all([controller.refresh(), controller.refresh(), controller.refresh()]);
    expect(calls.filter((call) => call === 'auth/refresh')).toHaveLength(1);
  });

  it('says the service is unreachable when the check gets no answer', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const store = createSessionStore(storage, new EventTarget());
    await new SessionController(store).start();
    expect(store.getSnapshot()).toEqual({ status: 'unreachable' });
  });

  it('signs out on the server and locally, even when the api is down', async () => {
    const calls = fakeApi({ 'auth/session': [{ status: 200, body: info(900_000) }], 'auth/logout': [{ status: 204 }] });
    const store = createSessionStore(storage, new EventTarget());
    const controller = new SessionController(store);
    await controller.start();
    await controller.signOut();
    expect(calls).toContain('auth/logout');
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
  });
  it("tells a non-401 failure, an unreadable answer and no answer apart at start", async () => {
    const cases: Array<[Answer | 'network', unknown]> = [
      [{ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' } }, { status: 'failed', reason: 'session' }],
      [{ status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' } }, { status: 'failed', reason: 'session' }],
      [{ status: 200, body: { unexpected: true } }, { status: 'failed', reason: 'unexpected' }],
      // The shell's proxy answers for a stopped api: a gateway error without the api's body.
      [{ status: 504 }, { status: 'unreachable' }],
      ['network', { status: 'unreachable' }],
    ];
    for (const [answer, expected] of cases) {
      storage.clear();
      if (answer === 'network') {
        globalThis.fetch = jest.fn(async () => {
          throw new TypeError('Failed to fetch');
        }) as unknown as typeof globalThis.fetch;
      } else fakeApi({ 'auth/session': [answer] });
      const store = createSessionStore(storage, new EventTarget());
      await new SessionController(store).start();
      expect(store.getSnapshot()).toEqual(expected);
    }
  });

  it('a sign-out the api refuses ends the session here, says so, and ends it on the server at the next start', async () => {
    const events: string[] = [];
    Object.assign(globalThis.window, { dispatchEvent: (event: Event) => events.push(event.type) });
    try {
      const calls = fakeApi({ 'auth/session': [{ status: 200, body: info(900_000) }], 'auth/logout': [{ status: 403, body: { statusCode: 403, code: 'ORIGIN_NOT_ALLOWED', message: 'Cross-site request refused' } }, { status: 204 }] });
      const store = createSessionStore(storage, new EventTarget());
      const controller = new SessionController(store);
      await controller.start();
      expect(await controller.signOut()).toBe(false);
      expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
      expect(events).toEqual(['harman:sign-out-failed']);

      // The next page: the cookies still hold the session, but the check signs out first and stays signed out.
      const next = createSessionStore(storage, new EventTarget());
      await new SessionController(next).start();
      expect(calls.filter((call) => call === 'auth/logout')).toHaveLength(2);
      expect(calls.filter((call) => call === 'auth/session')).toHaveLength(1);
      expect(next.getSnapshot()).toEqual({ status: 'anonymous' });
      expect(storage.getItem('harman.session.sign-out-pending')).toBeNull();
    } finally {
      delete (globalThis.window as { dispatchEvent?: unknown }).dispatchEvent;
    }
  });
});

import type { AppNotification } from '@harman/contracts';

const fetches: { path: string; method?: string }[] = [];
const responses = new Map<string, unknown>();
jest.mock('@harman/auth', () => ({
  sessionFetch: jest.fn(async (path: string, options: { method?: string } = {}) => {
    fetches.push({ path, method: options.method });
    if (!responses.has(path)) throw new Error(`unexpected ${path}`);
    return responses.get(path);
  }),
}));

import { NotificationsStore } from './notifications-store';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource {
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId } as MessageEvent);
  }
}

const notification = (id: string, read = false): AppNotification => ({
  id,
  type: 'system',
  title: { tr: `Başlık ${id}`, en: `Title ${id}` },
  message: { tr: '', en: '' },
  read,
  createdAt: '2026-11-25T10:00:00.000Z',
  data: { url: null },
});

describe('NotificationsStore', () => {
  let sources: FakeSource[];
  let store: NotificationsStore;

  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { EventSource?: unknown }).EventSource = FakeSource;
    fetches.length = 0;
    sources = [];
    responses.set('notifications?filter=all', { notifications: [notification('a', true)], unreadCount: 0 });
    responses.set('notifications/unread-count', { unreadCount: 1 });
    store = new NotificationsStore((url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    });
  });
  afterEach(() => {
    store.stop();
    jest.useRealTimers();
  });

  it('keeps a notification that arrived live while the first list was still being read', async () => {
    let answer!: (list: unknown) => void;
    responses.set('notifications?filter=all', new Promise((resolve) => (answer = resolve)));
    store.start();
    const [source] = sources;
    source.emit('notification', notification('b'), '7');
    // The list's answer was read before 'b' existed.
    answer({ notifications: [notification('a', true)], unreadCount: 0 });
    await jest.runOnlyPendingTimersAsync();
    expect(store.getSnapshot().items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(store.getSnapshot().unreadCount).toBe(1);
  });

  it('adds a live notification once, counts it, and follows reads made in other tabs', async () => {
    store.start();
    await jest.runOnlyPendingTimersAsync();
    expect(store.getSnapshot().items.map((n) => n.id)).toEqual(['a']);
    const [source] = sources;
    source.emit('notification', notification('b'), '7');
    source.emit('notification', notification('b'), '7');
    expect(store.getSnapshot().items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(store.getSnapshot().unreadCount).toBe(1);
    expect(store.getSnapshot().arrival?.notification.id).toBe('b');
    source.emit('read', { ids: ['b'], all: false, unreadCount: 0 });
    expect(store.getSnapshot().items[0].read).toBe(true);
    expect(store.getSnapshot().unreadCount).toBe(0);
  });

  it('reopens a refused stream after a refresh, resuming after the last event id', async () => {
    store.start();
    await jest.runOnlyPendingTimersAsync();
    const [source] = sources;
    source.emit('ready', {}, '41');
    source.readyState = FakeSource.CLOSED;
    source.onerror?.();
    expect(store.getSnapshot().live).toBe('down');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sources).toHaveLength(2);
    expect(sources[1].url).toBe('/api/notifications/stream?lastEventId=41');
    expect(fetches.some((f) => f.path === 'notifications/unread-count')).toBe(true);
  });
});

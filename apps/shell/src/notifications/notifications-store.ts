import {
  NOTIFICATION_STREAM_EVENTS,
  notificationDeletedEventSchema,
  notificationListSchema,
  notificationReadEventSchema,
  notificationSchema,
  unreadCountSchema,
  type AppNotification,
  type NotificationFilter,
} from '@harman/contracts';
import { sessionFetch } from '@harman/auth';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
/** The stream: off (signed out), connecting, open, or down (dropped, reconnecting). */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';

export interface NotificationsState {
  status: LoadStatus;
  filter: NotificationFilter;
  /** The 50 newest of the filter, newest first, plus what arrived live since. */
  items: AppNotification[];
  unreadCount: number;
  /** The last notification that arrived live (for the announcement and the page's highlight). */
  arrival: { notification: AppNotification; at: number } | null;
  live: LiveStatus;
}

const STREAM_PATH = '/api/notifications/stream';
/** Reconnect back-off after the stream is refused (not the browser's own quick retry after a drop). */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
const COUNT_REFRESH_DEBOUNCE_MS = 300;

type Listener = () => void;

/**
 * The signed-in user's notifications in this tab: the list (per filter), the unread count, and the live stream.
 * The stream is this tab's own EventSource; every tab of the user gets the same events from the api, so reads,
 * deletes and arrivals agree across tabs (and devices) without a tab-to-tab channel. A dropped stream is
 * reopened by the browser with Last-Event-ID; one the api refused (the access cookie lapsed) is reopened here
 * after a session refresh, with the last id in the query. Ids already shown are never shown twice.
 */
export class NotificationsStore {
  private state: NotificationsState = { status: 'idle', filter: 'all', items: [], unreadCount: 0, arrival: null, live: 'off' };
  private readonly listeners = new Set<Listener>();
  private readonly known = new Set<string>();
  private source: EventSource | null = null;
  private lastEventId: string | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private countTimer: ReturnType<typeof setTimeout> | undefined;
  private loadToken = 0;
  /** Ids that arrived live while the list was being read: the list's answer may predate them. */
  private arrivedDuringLoad = new Set<string>();
  private active = false;

  constructor(
    private readonly openSource: (url: string) => EventSource = (url) => new EventSource(url, { withCredentials: true }),
  ) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): NotificationsState => this.state;

  private set(changes: Partial<NotificationsState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }

  /** Signed in: load the list and open the stream. */
  start(): void {
    if (this.active) return;
    this.active = true;
    void this.load(this.state.filter);
    this.connect(null);
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', this.onOffline);
      window.addEventListener('online', this.onOnline);
    }
  }

  /** The device went offline: the stream is dead even if the socket has not noticed yet. */
  private readonly onOffline = (): void => {
    if (!this.active) return;
    this.source?.close();
    this.source = null;
    clearTimeout(this.reconnectTimer);
    this.set({ live: 'down' });
  };

  /** Back online: reopen at once, resuming after the last event seen. */
  private readonly onOnline = (): void => {
    if (!this.active || this.source) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectDelay = RECONNECT_MIN_MS;
    this.connect(this.lastEventId);
    this.refreshCountSoon();
  };

  /** Signed out: close the stream and forget everything. */
  stop(): void {
    this.active = false;
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', this.onOffline);
      window.removeEventListener('online', this.onOnline);
    }
    this.source?.close();
    this.source = null;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.countTimer);
    this.known.clear();
    this.lastEventId = null;
    this.loadToken += 1;
    this.set({ status: 'idle', items: [], unreadCount: 0, arrival: null, live: 'off' });
  }

  async load(filter: NotificationFilter = this.state.filter): Promise<void> {
    const token = ++this.loadToken;
    this.arrivedDuringLoad = new Set();
    this.set({ status: 'loading', filter });
    try {
      const list = await sessionFetch(`notifications?filter=${filter}`, { schema: notificationListSchema });
      if (token !== this.loadToken) return;
      for (const item of list.notifications) this.known.add(item.id);
      // A notification that arrived on the stream while the list was read stays on top: the list was read
      // before it existed (the stream opens beside the first load), and it will not arrive again.
      const listed = new Set(list.notifications.map((item) => item.id));
      const newer = this.state.items.filter((item) => this.arrivedDuringLoad.has(item.id) && !listed.has(item.id));
      this.set({ status: 'ready', items: [...newer, ...list.notifications], unreadCount: list.unreadCount });
      if (newer.length) this.refreshCountSoon();
    } catch {
      if (token === this.loadToken) this.set({ status: 'error' });
    }
  }

  async markRead(id: string): Promise<void> {
    const item = this.state.items.find((n) => n.id === id);
    if (!item || item.read) return;
    this.applyRead([id], false, Math.max(0, this.state.unreadCount - 1));
    try {
      const { unreadCount } = await sessionFetch(`notifications/${id}/read`, { method: 'POST', schema: unreadCountSchema });
      this.set({ unreadCount });
    } catch {
      void this.load();
    }
  }

  async markAllRead(): Promise<void> {
    this.applyRead([], true, 0);
    try {
      await sessionFetch('notifications/read-all', { method: 'POST', schema: unreadCountSchema });
    } catch {
      void this.load();
    }
  }

  async remove(id: string): Promise<void> {
    const item = this.state.items.find((n) => n.id === id);
    if (!item) return;
    this.set({
      items: this.state.items.filter((n) => n.id !== id),
      unreadCount: item.read ? this.state.unreadCount : Math.max(0, this.state.unreadCount - 1),
    });
    try {
      const { unreadCount } = await sessionFetch(`notifications/${id}`, { method: 'DELETE', schema: unreadCountSchema });
      this.set({ unreadCount });
    } catch {
      void this.load();
    }
  }

  private applyRead(ids: string[], all: boolean, unreadCount: number): void {
    const chosen = new Set(ids);
    this.set({
      items: this.state.items.map((n) => (all || chosen.has(n.id) ? { ...n, read: true } : n)),
      unreadCount,
    });
  }

  private connect(resumeFrom: string | null): void {
    if (!this.active) return;
    const url = resumeFrom ? `${STREAM_PATH}?lastEventId=${encodeURIComponent(resumeFrom)}` : STREAM_PATH;
    const source = this.openSource(url);
    this.source = source;
    let dropped = false;
    if (this.state.live !== 'down') this.set({ live: 'connecting' });
    source.onopen = () => {
      this.reconnectDelay = RECONNECT_MIN_MS;
      this.set({ live: 'open' });
      // Back after a drop: reads and deletes made meanwhile are not replayed, the count is asked again.
      if (dropped) this.refreshCountSoon();
    };
    source.onerror = () => {
      dropped = true;
      if (this.source !== source) return;
      this.set({ live: 'down' });
      if (source.readyState !== EventSource.CLOSED) return;
      // Refused (401 after the access cookie lapsed, 503 from a replica shutting down): refresh the session
      // through an ordinary call, then open a new stream that resumes from the last id seen.
      this.source = null;
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = setTimeout(() => {
        void this.refreshCount().finally(() => this.connect(this.lastEventId));
      }, this.reconnectDelay);
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    };
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.ready, (event) => {
      const id = (event as MessageEvent<string>).lastEventId;
      if (id) this.lastEventId = id;
    });
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.created, (event) => this.onCreated(event as MessageEvent<string>));
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.read, (event) => {
      const parsed = notificationReadEventSchema.safeParse(parseJson((event as MessageEvent<string>).data));
      if (parsed.success) this.applyRead(parsed.data.ids, parsed.data.all, parsed.data.unreadCount);
    });
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.deleted, (event) => {
      const parsed = notificationDeletedEventSchema.safeParse(parseJson((event as MessageEvent<string>).data));
      if (parsed.success) {
        this.set({ items: this.state.items.filter((n) => n.id !== parsed.data.id), unreadCount: parsed.data.unreadCount });
      }
    });
  }

  private onCreated(event: MessageEvent<string>): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
    const parsed = notificationSchema.safeParse(parseJson(event.data));
    if (!parsed.success || this.known.has(parsed.data.id)) return;
    const notification = parsed.data;
    this.known.add(notification.id);
    this.arrivedDuringLoad.add(notification.id);
    this.set({
      items: [notification, ...this.state.items],
      unreadCount: this.state.unreadCount + (notification.read ? 0 : 1),
      arrival: notification.read ? this.state.arrival : { notification, at: Date.now() },
    });
    this.refreshCountSoon();
  }

  /** The server's count settles what several quick arrivals or a catch-up may have counted twice or missed. */
  private refreshCountSoon(): void {
    clearTimeout(this.countTimer);
    this.countTimer = setTimeout(() => void this.refreshCount(), COUNT_REFRESH_DEBOUNCE_MS);
  }

  private async refreshCount(): Promise<void> {
    if (!this.active) return;
    try {
      const { unreadCount } = await sessionFetch('notifications/unread-count', { schema: unreadCountSchema });
      if (this.active) this.set({ unreadCount });
    } catch {
      // The stream's events and the next load correct it.
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let store: NotificationsStore | undefined;
/** One store per tab. */
export function getNotificationsStore(): NotificationsStore {
  store ??= new NotificationsStore();
  return store;
}

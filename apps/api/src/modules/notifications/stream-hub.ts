import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  NOTIFICATION_HEARTBEAT_MS,
  NOTIFICATION_RECONNECT_MS,
  NOTIFICATION_STREAM_EVENTS,
  type AppNotification,
} from '@harman/contracts';
import type { Response } from 'express';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { everySoOften } from '../../common/utils/every-so-often';
import { liveChannel, type LiveMessage } from './live-messages';
import { toLiveNotification } from './notification-view';

/** How many sent notification ids a stream remembers to drop duplicates (catch-up vs. live, a repeated publish). */
const SENT_IDS_KEPT = 500;

/** One open event stream of one user on this replica. */
export class NotificationStream {
  private readonly sent = new Set<string>();
  /** Live events that arrive while the catch-up is being read wait here, so none is lost or sent twice. */
  private pending: (() => void)[] | null = [];

  constructor(
    readonly userId: string,
    private readonly response: Response,
  ) {}

  /** Sends a notification once; its `seq` becomes the client's Last-Event-ID. */
  sendNotification(notification: AppNotification, seq: number): void {
    if (this.pending) {
      this.pending.push(() => this.sendNotification(notification, seq));
      return;
    }
    this.deliver(notification, seq);
  }

  private deliver(notification: AppNotification, seq: number): void {
    if (this.sent.has(notification.id)) return;
    this.sent.add(notification.id);
    if (this.sent.size > SENT_IDS_KEPT) this.sent.delete(this.sent.values().next().value as string);
    this.write(`id: ${seq}\nevent: ${NOTIFICATION_STREAM_EVENTS.created}\ndata: ${JSON.stringify(notification)}\n\n`);
  }

  /** The resume point of a fresh stream (before any live event is let through). */
  sendReady(seq: number): void {
    this.write(`id: ${seq}\nevent: ${NOTIFICATION_STREAM_EVENTS.ready}\ndata: {}\n\n`);
  }

  sendEvent(event: string, data: unknown): void {
    if (this.pending) {
      this.pending.push(() => this.sendEvent(event, data));
      return;
    }
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /**
   * Writes the catch-up (oldest first), then what arrived live meanwhile, duplicates dropped: a live event
   * published just before the stream opened must not overtake the older rows it missed.
   */
  goLive(caughtUp: readonly { notification: AppNotification; seq: number }[] = []): void {
    for (const { notification, seq } of caughtUp) this.deliver(notification, seq);
    const waiting = this.pending ?? [];
    this.pending = null;
    for (const send of waiting) send();
  }

  heartbeat(): void {
    this.write(': ping\n\n');
  }

  end(): void {
    this.response.end();
  }

  write(chunk: string): void {
    if (!this.response.writableEnded) this.response.write(chunk);
  }
}

/**
 * The event streams open on this replica, and its subscription to the live channel: every replica hears every
 * event and writes it to the streams of the users connected here. Heartbeats keep idle streams open through
 * proxies; on shutdown every stream is ended so clients reconnect to another replica.
 */
@Injectable()
export class StreamHub implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(StreamHub.name);
  private readonly streams = new Map<string, Set<NotificationStream>>();
  private readonly subscriber: Redis;
  private readonly channel: string;
  private heartbeat?: NodeJS.Timeout;
  private closing = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.channel = liveChannel(config.queuePrefix);
    this.subscriber = new Redis(config.redis.url, { lazyConnect: true, maxRetriesPerRequest: null, connectTimeout: 5_000 });
    this.subscriber.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Live subscriber: ${error.message}`)));
    this.subscriber.on('message', (_channel: string, raw: string) => this.dispatch(raw));
  }

  async onModuleInit(): Promise<void> {
    // Subscribing in the background: a replica starts (and serves lists) while Redis is away; ioredis
    // resubscribes on every reconnect.
    this.subscriber
      .connect()
      .then(() => this.subscriber.subscribe(this.channel))
      .catch((error: Error) => this.logger.warn(`Live subscriber not connected yet: ${error.message}`));
    this.heartbeat = setInterval(() => this.each((stream) => stream.heartbeat()), NOTIFICATION_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get accepting(): boolean {
    return !this.closing;
  }

  /** Opens a stream on the response: headers, the reconnect delay, and registration before the catch-up. */
  open(userId: string, response: Response): NotificationStream {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: the compression middleware would otherwise buffer the stream.
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    const stream = new NotificationStream(userId, response);
    stream.write(`retry: ${NOTIFICATION_RECONNECT_MS}\n\n`);
    let set = this.streams.get(userId);
    if (!set) this.streams.set(userId, (set = new Set()));
    set.add(stream);
    response.on('close', () => this.remove(stream));
    return stream;
  }

  /** Streams open on this replica (health, tests, bench). */
  get size(): number {
    let size = 0;
    for (const set of this.streams.values()) size += set.size;
    return size;
  }

  private remove(stream: NotificationStream): void {
    const set = this.streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.streams.delete(stream.userId);
  }

  private each(action: (stream: NotificationStream) => void): void {
    for (const set of this.streams.values()) for (const stream of set) action(stream);
  }

  private dispatch(raw: string): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(raw) as LiveMessage;
    } catch {
      return;
    }
    if (message.kind === 'created') {
      for (const [userId, id, seq] of message.recipients) {
        const set = this.streams.get(userId);
        if (!set) continue;
        const notification = toLiveNotification(id, message.content, message.createdAt);
        for (const stream of set) stream.sendNotification(notification, seq);
      }
      return;
    }
    const set = this.streams.get(message.userId);
    if (!set) return;
    for (const stream of set) {
      if (message.kind === 'read') {
        stream.sendEvent(NOTIFICATION_STREAM_EVENTS.read, { ids: message.ids, all: message.all, unreadCount: message.unreadCount });
      } else {
        stream.sendEvent(NOTIFICATION_STREAM_EVENTS.deleted, { id: message.id, unreadCount: message.unreadCount });
      }
    }
  }

  /** Before the HTTP server closes: end every stream (clients reconnect elsewhere), then leave the channel. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.each((stream) => stream.end());
    this.streams.clear();
    this.subscriber.disconnect();
  }
}

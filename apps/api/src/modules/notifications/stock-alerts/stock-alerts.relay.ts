import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { MailOutboxService } from '../../mail/mail-outbox.service';
import { Notifier } from '../notifier';
import { backInStockNotice, lowStockNotice, type StockEventProduct } from './stock-alert-notices';

/** The channel the inventory trigger NOTIFYs on commit (migration 1733600000000). */
const STOCK_EVENTS_CHANNEL = 'stock_events';
/** The safety net: events whose NOTIFY was missed (the worker was down or reconnecting) are found by this poll. */
export const STOCK_ALERTS_POLL_MS = 15_000;
const LISTEN_RETRY_MS = 5_000;
const ENQUEUE_BATCH = 100;

interface PendingEvent extends StockEventProduct {
  event_id: string;
  kind: 'back_in_stock' | 'low_stock';
  available: number;
}

/**
 * Turns the stock events the inventory trigger records into queued notifications and mails. Two steps, each
 * repeatable: `dispatch` claims the waiting 'back in stock' requests and records their mails (set-based, in the
 * requester's language) in one transaction with the event's `dispatched_at`; `enqueue` puts one `notifications`
 * job per event (event id `stock:<id>`, the fan-out's idempotency key), then marks it. A crash between the two
 * re-enqueues the same event, which notifies nobody twice. Woken by LISTEN, and polls as a safety net; several
 * workers share the events through SKIP LOCKED.
 */
@Injectable()
export class StockAlertsRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(StockAlertsRelay.name);
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private retry?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private closing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifier: Notifier,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // The embedded PostgreSQL (PGlite's socket, pool of 1) serves one connection at a time: a listener would hold
    // it, so there the poll alone finds the events.
    if (this.config.database.poolMax > 1) void this.listen();
    this.timer = setInterval(() => void this.tick(), STOCK_ALERTS_POLL_MS);
    this.timer.unref();
    void this.tick();
  }

  /** One pass over what is pending; a call during a pass makes that pass run once more. */
  runOnce(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        while (await this.dispatchNext()) {
          // one event per transaction, until none is left
        }
        await this.enqueuePending();
      } while (this.again && !this.closing);
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    await this.running?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      this.logger.warn(`Stock alerts pass failed: ${(error as Error).message}`);
    }
  }

  private async listen(): Promise<void> {
    if (this.closing) return;
    const client = new Client({ connectionString: this.config.database.url });
    const reconnect = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      if (error) this.logger.warn(`Stock alerts listener: ${error.message}`);
      client.end().catch(() => undefined);
      if (!this.closing) this.retry = setTimeout(() => void this.listen(), LISTEN_RETRY_MS);
    };
    this.listener = client;
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    client.on('notification', () => void this.tick());
    try {
      await client.connect();
      await client.query(`LISTEN ${STOCK_EVENTS_CHANNEL}`);
      // What was recorded while nobody listened.
      void this.tick();
    } catch (error) {
      reconnect(error as Error);
    }
  }

  /** Claims and records the mails of the oldest undispatched event; false when there is none. */
  private async dispatchNext(): Promise<boolean> {
    const outboxIds: string[] = [];
    const found = await this.dataSource.transaction(async (manager) => {
      const [event] = await manager.query<{ id: string; product_id: string; kind: string }[]>(
        `SELECT id, product_id, kind FROM stock_events WHERE dispatched_at IS NULL
         AND enqueued_at IS NULL
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!event) return false;
      let claimed = 0;
      if (event.kind === 'back_in_stock') {
        // Still in stock? If it sold out again meanwhile, the requests wait for the next return.
        const [result] = await manager.query<{ claimed: number; mails: string[] | null }[]>(
          `WITH stock AS (
             SELECT COALESCE(SUM(quantity - reserved_quantity), 0) AS available FROM inventory WHERE product_id = $2
           ), claimed AS (
             UPDATE back_in_stock_requests SET notified_at = now(), event_id = $1
             WHERE product_id = $2 AND notified_at IS NULL AND (SELECT available FROM stock) > 0
             RETURNING user_id
           ), mailed AS (
             INSERT INTO mail_outbox (to_address, template, language, payload)
             SELECT u.email, 'back-in-stock', u.language, jsonb_build_object(
                      'productName', CASE u.language WHEN 'en' THEN p.name_en ELSE p.name END,
                      'productUrl', $3 || CASE u.language WHEN 'en' THEN '/en/shop/' ELSE '/shop/' END || p.slug)
             FROM claimed c JOIN users u ON u.id = c.user_id AND u.status = 'active' JOIN products p ON p.id = $2
             RETURNING id
           )
           SELECT (SELECT count(*) FROM claimed)::int AS claimed, (SELECT array_agg(id) FROM mailed) AS mails`,
          [event.id, event.product_id, this.config.appBaseUrl],
        );
        claimed = result.claimed;
        outboxIds.push(...(result.mails ?? []));
      }
      // A 'back in stock' that claimed nobody has nothing to enqueue.
      const done = event.kind === 'back_in_stock' && claimed === 0;
      await manager.query(`UPDATE stock_events SET dispatched_at = now(), enqueued_at = CASE WHEN $2 THEN now() END WHERE id = $1`, [
        event.id,
        done,
      ]);
      return true;
    });
    await this.mail.dispatch(outboxIds);
    return found;
  }

  /** One `notifications` job per dispatched event; an enqueue that fails leaves the event for the next pass. */
  private async enqueuePending(): Promise<void> {
    const events = await this.dataSource.query<PendingEvent[]>(
      `SELECT e.id AS event_id, e.kind, e.available, p.id, p.slug, p.name, p.name_en
       FROM stock_events e JOIN products p ON p.id = e.product_id
       WHERE e.enqueued_at IS NULL AND e.dispatched_at IS NOT NULL
       ORDER BY e.created_at LIMIT $1`,
      [ENQUEUE_BATCH],
    );
    for (const event of events) {
      const eventId = `stock:${event.event_id}`;
      if (event.kind === 'back_in_stock') {
        await this.notifier.notify(
          { eventId, content: backInStockNotice(event), audience: { kind: 'back_in_stock', stockEventId: event.event_id } },
          { strict: true },
        );
      } else {
        await this.notifier.notify({ eventId, content: lowStockNotice(event, event.available), audience: { kind: 'staff' } }, { strict: true });
      }
      await this.dataSource.query(`UPDATE stock_events SET enqueued_at = now() WHERE id = $1`, [event.event_id]);
    }
  }
}

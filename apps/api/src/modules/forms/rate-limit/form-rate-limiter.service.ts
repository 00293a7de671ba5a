import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { FORM_LIMITS, type FormKind } from '@harman/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Clock } from '../../../common/clock/clock';
import { everySoOften } from '../../../common/utils/every-so-often';
import { withTimeout } from '../../../common/utils/with-timeout';
import { RELEASE_SUBMISSION_LUA, RESERVE_SUBMISSION_LUA } from './reserve-submission.lua';

/** Past this the limit store counts as unreachable and the form goes on without it (SECURITY S19). */
const LIMIT_STORE_TIMEOUT_MS = 500;

export type Reservation =
  | { allowed: true; remaining: number; release: () => Promise<void> }
  | { allowed: false; retryAfterMs: number };

/** An address's submissions left in a form's hour; `retryAfterMs` is until one more fits (0 unless none is left). */
export interface Allowance {
  remaining: number;
  retryAfterMs: number;
}

/**
 * The public forms' submission limits (spec §9: 5 per e-mail and 10 per address per hour, per form), kept in
 * Redis so they hold across api instances. Sliding windows: a submission counts for the hour after it, by the
 * api's clock (the instances' clocks are synchronised; the tests move it).
 * When Redis is down or hung the form works on: the visitor counts as not limited with 5 remaining (spec §8),
 * and a warning is logged.
 */
@Injectable()
export class FormRateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger(FormRateLimiter.name);
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly warnUnavailable = everySoOften(10_000, (error: unknown) =>
    this.logger.warn(
      { event: 'form_limits_unavailable', err: error instanceof Error ? error.message : String(error) },
      'Form limit store unreachable: submissions are not limited',
    ),
  );

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    // Not `form-limits`: those keys held the fixed windows' counters, a different Redis type.
    this.prefix = `${config.queuePrefix}:form-windows`;
    this.redis = new Redis(config.redis.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: LIMIT_STORE_TIMEOUT_MS,
    });
    this.redis.on('error', () => undefined); // reported through `warnUnavailable` when a reservation fails
  }

  async reserve(form: FormKind, email: string, ip: string): Promise<Reservation> {
    const keys = [this.key(form, 'email', normalizeEmail(email)), this.key(form, 'ip', ip)];
    const id = randomUUID();
    let reply: [number, number, number, number];
    try {
      reply = (await withTimeout(
        this.whenReady().then(() => this.redis.eval(
          RESERVE_SUBMISSION_LUA,
          2,
          ...keys,
          FORM_LIMITS.perEmailPerHour,
          FORM_LIMITS.perIpPerHour,
          FORM_LIMITS.windowMs,
          this.clock.now().getTime(),
          id,
        )),
        LIMIT_STORE_TIMEOUT_MS,
        'Form limit reservation',
      )) as [number, number, number, number];
    } catch (error) {
      this.warnUnavailable(error);
      return { allowed: true, remaining: FORM_LIMITS.perEmailPerHour, release: async () => undefined };
    }
    const [allowed, emailCount, ipCount, waitMs] = reply;
    if (allowed !== 1) return { allowed: false, retryAfterMs: Math.max(waitMs, 1_000) };
    const remaining = Math.min(FORM_LIMITS.perEmailPerHour - emailCount, FORM_LIMITS.perIpPerHour - ipCount);
    return { allowed: true, remaining: Math.max(remaining, 0), release: () => this.release(keys, id) };
  }

  /**
   * What the address has left of this form's hour, read only (nothing is added, nothing expired is removed):
   * the live entries of its window, at most the limit of them since a full window takes no more. When the
   * store cannot be reached, the same answer as `reserve` gives then: not limited, 5 remaining (spec §8).
   */
  async allowance(form: FormKind, ip: string): Promise<Allowance> {
    const now = this.clock.now().getTime();
    let live: number[];
    try {
      const reply = await withTimeout(
        this.whenReady().then(() =>
          this.redis.zrangebyscore(this.key(form, 'ip', ip), `(${now - FORM_LIMITS.windowMs}`, '+inf', 'WITHSCORES'),
        ),
        LIMIT_STORE_TIMEOUT_MS,
        'Form limit allowance',
      );
      // [member, score, member, score, …], oldest first.
      live = reply.filter((_, index) => index % 2 === 1).map(Number);
    } catch (error) {
      this.warnUnavailable(error);
      return { remaining: FORM_LIMITS.perEmailPerHour, retryAfterMs: 0 };
    }
    const remaining = Math.max(FORM_LIMITS.perIpPerHour - live.length, 0);
    if (remaining > 0) return { remaining, retryAfterMs: 0 };
    // As `reserve` computes it: one more fits once the (count - limit + 1)th oldest has left the hour.
    const freedBy = live[live.length - FORM_LIMITS.perIpPerHour];
    return { remaining: 0, retryAfterMs: Math.max(freedBy + FORM_LIMITS.windowMs - now, 1_000) };
  }

  /** Right after start (or a reconnect) the client may still be connecting: wait for it, within the budget. */
  private async whenReady(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await once(this.redis, 'ready', { signal: AbortSignal.timeout(LIMIT_STORE_TIMEOUT_MS) });
  }

  private async release(keys: string[], id: string): Promise<void> {
    try {
      await withTimeout(this.redis.eval(RELEASE_SUBMISSION_LUA, keys.length, ...keys, id), LIMIT_STORE_TIMEOUT_MS, 'Form limit release');
    } catch (error) {
      this.warnUnavailable(error);
    }
  }

  /** The e-mail is hashed: the limit store needs no readable address. */
  private key(form: FormKind, kind: 'email' | 'ip', value: string): string {
    return `${this.prefix}:${form}:${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** `A@X.com`, ` a@x.com ` and full-width forms count as one address (SECURITY S18: trim, NFKC, lower case). */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

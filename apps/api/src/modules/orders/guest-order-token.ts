import { Inject, Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** How long a guest's order link works. */
export const GUEST_ORDER_LINK_DAYS = 30;

/**
 * The signed, expiring token of a guest's order page: the order id and an expiry, signed with a key derived from
 * the api's secret. It opens that one order (and its invoice) and nothing else; no account, no session.
 */
@Injectable()
export class GuestOrderTokens {
  private readonly key: Buffer;

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', config.auth.jwtSecret, Buffer.alloc(0), 'harman:guest-order-link', 32));
  }

  sign(orderId: string): string {
    const expires = this.clock.nowSeconds() + GUEST_ORDER_LINK_DAYS * 24 * 3600;
    const body = `${orderId.replace(/-/g, '')}${expires.toString(36)}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The order id the token opens, or null when it is forged or expired. */
  verify(token: string): string | null {
    const match = /^([0-9a-f]{32})([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const body = `${match[1]}${match[2]}`;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(match[3]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (parseInt(match[2], 36) < this.clock.nowSeconds()) return null;
    const hex = match[1];
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

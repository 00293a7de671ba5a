import { Inject, Injectable } from '@nestjs/common';
import {
  cardBrandOf,
  cardDigits,
  CARD_BRANDS,
  parseExpiry,
  type CardToken,
  type CardTokenizeInput,
} from '@harman/contracts';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { PaymentProvider, TokenizedCard } from './payment-provider';

/** A token must be saved within this time of being made, as with a PSP's one-time tokens. */
const TOKEN_TTL_SECONDS = 15 * 60;
const PREFIX = 'pm_dev_';

const payloadSchema = z.object({
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  iat: z.number().int(),
  nonce: z.string(),
  /** The signed-in customer who made the token; null when nobody was (such a token cannot be saved). */
  sub: z.string().nullable(),
});

/**
 * The development stand-in for a PSP: it accepts test card numbers (Luhn-checked, brand by prefix) and answers
 * a signed token that describes the card (brand, last four, expiry) and nothing more. The number and CVC live
 * only for the duration of `tokenize`; nothing here stores or logs them. Not for production money: it charges
 * nothing and any Luhn-valid number passes.
 */
@Injectable()
export class DevPaymentProvider implements PaymentProvider {
  readonly name = 'dev';
  private readonly key: Buffer;

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', config.auth.jwtSecret, Buffer.alloc(0), 'harman:dev-payment-provider', 32));
  }

  tokenize(input: CardTokenizeInput, customerId: string | null): CardToken {
    const digits = cardDigits(input.cardNumber);
    const brand = cardBrandOf(digits);
    const expiry = parseExpiry(input.expiry);
    if (!brand || !expiry) throw new Error('tokenize() needs input validated by cardTokenizeSchema');
    const payload = {
      brand,
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      iat: this.clock.nowSeconds(),
      nonce: randomBytes(9).toString('base64url'),
      sub: customerId,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return { token: `${PREFIX}${body}.${this.sign(body)}`, brand, last4: payload.last4, expMonth: payload.expMonth, expYear: payload.expYear };
  }

  async describe(token: string, customerId: string): Promise<TokenizedCard | null> {
    if (!token.startsWith(PREFIX)) return null;
    const [body, signature] = token.slice(PREFIX.length).split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let parsed: z.infer<typeof payloadSchema>;
    try {
      parsed = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    } catch {
      return null;
    }
    if (this.clock.nowSeconds() - parsed.iat > TOKEN_TTL_SECONDS) return null;
    if (parsed.sub === null || parsed.sub !== customerId) return null;
    return { brand: parsed.brand, last4: parsed.last4, expMonth: parsed.expMonth, expYear: parsed.expYear };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

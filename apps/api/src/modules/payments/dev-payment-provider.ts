import { Inject, Injectable } from '@nestjs/common';
import {
  cardBrandOf,
  cardDigits,
  CARD_BRANDS,
  DEV_TEST_CARDS,
  DEV_THREE_DS_CODE,
  parseExpiry,
  type CardToken,
  type CardTokenizeInput,
} from '@harman/contracts';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { ChargeRequest, ChargeResult, PaymentProvider, TokenizedCard } from './payment-provider';

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
  /** What the test card does when charged (see DEV_TEST_CARDS); absent: approved. */
  behaviour: z.enum(['approve', 'decline', 'three_ds']).optional(),
});

const challengeSchema = z.object({
  ref: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

/** The test cards' behaviour, by their digits. */
const BEHAVIOUR_OF: Record<string, 'decline' | 'three_ds'> = {
  [cardDigits(DEV_TEST_CARDS.declined)]: 'decline',
  [cardDigits(DEV_TEST_CARDS.threeDSecure)]: 'three_ds',
};

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

  tokenize(input: CardTokenizeInput): CardToken {
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
      behaviour: BEHAVIOUR_OF[digits] ?? 'approve',
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return { token: `${PREFIX}${body}.${this.sign(body)}`, brand, last4: payload.last4, expMonth: payload.expMonth, expYear: payload.expYear };
  }

  async describe(token: string): Promise<TokenizedCard | null> {
    const parsed = this.read(token, false);
    return parsed ? cardOf(parsed) : null;
  }

  /**
   * Test cards: DEV_TEST_CARDS.declined is declined (`card_declined`), DEV_TEST_CARDS.threeDSecure asks for the
   * 3-D Secure step (code DEV_THREE_DS_CODE), every other card is approved. The same idempotency key always gives
   * the same charge reference, as a PSP's idempotent charge would.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const parsed = this.read(request.token, request.reusable);
    if (!parsed) return { status: 'declined', reason: 'invalid_token', card: null };
    const card = cardOf(parsed);
    if (parsed.behaviour === 'decline') return { status: 'declined', reason: 'card_declined', card };
    if (parsed.behaviour === 'three_ds') {
      const body = Buffer.from(JSON.stringify({ ref: request.idempotencyKey, ...card })).toString('base64url');
      return {
        status: 'requires_action',
        challengeId: `3ds_dev_${body}.${this.sign(`3ds:${body}`)}`,
        message: 'Enter the code your bank sent by SMS (development provider: 123456).',
        card,
      };
    }
    return { status: 'succeeded', reference: this.referenceOf(request.idempotencyKey), card };
  }

  async confirmChallenge(challengeId: string, code: string): Promise<ChargeResult> {
    const [body, signature] = challengeId.startsWith('3ds_dev_') ? challengeId.slice(8).split('.') : [];
    if (!body || !signature || !this.verify(`3ds:${body}`, signature)) return { status: 'declined', reason: 'invalid_challenge', card: null };
    let challenge: z.infer<typeof challengeSchema>;
    try {
      challenge = challengeSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    } catch {
      return { status: 'declined', reason: 'invalid_challenge', card: null };
    }
    const { ref, ...card } = challenge;
    if (code !== DEV_THREE_DS_CODE) return { status: 'declined', reason: 'authentication_failed', card };
    return { status: 'succeeded', reference: this.referenceOf(ref), card };
  }

  private referenceOf(idempotencyKey: string): string {
    return `ch_dev_${this.sign(`charge:${idempotencyKey}`).slice(0, 24)}`;
  }

  private verify(body: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The payload of a token this provider signed; one-time tokens expire, saved (reusable) ones do not. */
  private read(token: string, reusable: boolean): z.infer<typeof payloadSchema> | null {
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
    if (!reusable && this.clock.nowSeconds() - parsed.iat > TOKEN_TTL_SECONDS) return null;
    return parsed;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function cardOf(parsed: { brand: TokenizedCard['brand']; last4: string; expMonth: number; expYear: number }): TokenizedCard {
  return { brand: parsed.brand, last4: parsed.last4, expMonth: parsed.expMonth, expYear: parsed.expYear };
}

import { Inject, Injectable } from '@nestjs/common';
import { FORM_TOKEN_TTL_MS } from '@harman/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/** Name of the httpOnly cookie that binds issued tokens to one browser. */
export const FORM_BROWSER_COOKIE = 'harman_form_browser';
const BROWSER_ID = /^[0-9a-f]{32}$/;
const TOKEN = /^(\d{13})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

export interface IssuedFormToken {
  token: string;
  expiresAt: Date;
  /** Set when the browser had no valid id yet: the caller sets it as the cookie. */
  newBrowserId?: string;
}

/**
 * Anti-forgery tokens of the public forms (a synchronizer token without a server session). The browser keeps
 * a random id in an httpOnly, SameSite=Strict cookie; a token is `issuedAt.nonce.HMAC(secret, id|issuedAt|nonce)`,
 * handed to the page by `GET /api/forms/token` and sent back in a header. A forging site can make the browser
 * send the cookie but can neither read a token nor compute one. Stateless, so it holds across api instances
 * and needs no Redis. Every tab may hold its own token; each expires after `FORM_TOKEN_TTL_MS`.
 */
@Injectable()
export class FormTokenService {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = config.forms.tokenSecret;
  }

  issue(browserId: string | undefined): IssuedFormToken {
    const known = browserId !== undefined && BROWSER_ID.test(browserId);
    const id = known ? browserId : randomBytes(16).toString('hex');
    const issuedAt = Date.now();
    const nonce = randomBytes(16).toString('hex');
    return {
      token: `${issuedAt}.${nonce}.${this.sign(id, String(issuedAt), nonce)}`,
      expiresAt: new Date(issuedAt + FORM_TOKEN_TTL_MS),
      ...(known ? {} : { newBrowserId: id }),
    };
  }

  isValid(token: string | undefined, browserId: string | undefined): boolean {
    if (!token || !browserId || !BROWSER_ID.test(browserId)) return false;
    const match = TOKEN.exec(token);
    if (!match) return false;
    const [, issuedAt, nonce, signature] = match;
    const age = Date.now() - Number(issuedAt);
    // A minute of tolerance for clocks of api instances that differ slightly.
    if (age < -60_000 || age > FORM_TOKEN_TTL_MS) return false;
    const expected = Buffer.from(this.sign(browserId, issuedAt, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(browserId: string, issuedAt: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`${browserId}|${issuedAt}|${nonce}`).digest('base64url');
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { VISITOR_COOKIE } from '@harman/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isVisitorId, newVisitorId, userVisitorId } from './cohort';

const MAX_AGE_MS = 365 * 24 * 3600 * 1000;

/**
 * The first-party visitor id that places a visitor in a release cohort: random, and once they sign in derived from
 * their user id, so a customer keeps their cohort on every device, and on this one after the session ends. It names
 * nobody and carries nothing else; httpOnly, SameSite=Lax (a visitor arriving from a link keeps their cohort),
 * `__Host-` and Secure where the session cookies are.
 */
@Injectable()
export class VisitorCookie {
  readonly secure: boolean;
  private readonly key: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.auth.cookieSecure;
    this.key = config.auth.jwtSecret;
  }

  name(): string {
    return this.secure ? `__Host-${VISITOR_COOKIE}` : VISITOR_COOKIE;
  }

  read(request: Request): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[this.name()];
    return isVisitorId(value) ? value : undefined;
  }

  /** The signed-in user's id, else the request's, else a new one; set on the response when it changes. */
  ensure(request: Request, response: Response, userId?: string): string {
    const existing = this.read(request);
    const id = userId ? userVisitorId(userId, this.key) : (existing ?? newVisitorId());
    if (id !== existing) {
      response.cookie(this.name(), id, { httpOnly: true, secure: this.secure, sameSite: 'lax', path: '/', maxAge: MAX_AGE_MS });
    }
    return id;
  }
}

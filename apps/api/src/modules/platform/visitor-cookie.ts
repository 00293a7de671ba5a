import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { VISITOR_COOKIE } from '@harman/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isVisitorId, newVisitorId } from './cohort';

const MAX_AGE_MS = 365 * 24 * 3600 * 1000;

/**
 * The first-party random visitor id that places a visitor in a release cohort. It names nobody and carries
 * nothing else; httpOnly, SameSite=Lax (a visitor arriving from a link keeps their cohort), `__Host-` and Secure
 * where the session cookies are.
 */
@Injectable()
export class VisitorCookie {
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.auth.cookieSecure;
  }

  name(): string {
    return this.secure ? `__Host-${VISITOR_COOKIE}` : VISITOR_COOKIE;
  }

  read(request: Request): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[this.name()];
    return isVisitorId(value) ? value : undefined;
  }

  /** The request's visitor id, or a new one set on the response. */
  ensure(request: Request, response: Response): string {
    const existing = this.read(request);
    if (existing) return existing;
    const id = newVisitorId();
    response.cookie(this.name(), id, { httpOnly: true, secure: this.secure, sameSite: 'lax', path: '/', maxAge: MAX_AGE_MS });
    return id;
  }
}

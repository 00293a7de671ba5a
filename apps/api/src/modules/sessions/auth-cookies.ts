import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { SIGNED_IN_HINT_COOKIE } from '@harman/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export type AuthCookie = 'access' | 'refresh' | 'device';

const BASE_NAMES: Record<AuthCookie, string> = { access: 'harman_at', refresh: 'harman_rt', device: 'harman_dev' };
const DEVICE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

/**
 * The session cookies (SECURITY S8): httpOnly, SameSite=Strict, Path=/, no Domain; outside development and test
 * also Secure with the `__Host-` prefix, which browsers accept only from a secure origin with no Domain, so a
 * sibling subdomain cannot plant one.
 */
@Injectable()
export class AuthCookies {
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.auth.cookieSecure;
  }

  name(cookie: AuthCookie): string {
    return this.secure ? `__Host-${BASE_NAMES[cookie]}` : BASE_NAMES[cookie];
  }

  read(request: Request, cookie: AuthCookie): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[this.name(cookie)];
    return typeof value === 'string' && value.length > 0 && value.length <= 4_096 ? value : undefined;
  }

  setSession(response: Response, tokens: { accessToken: string; accessMaxAgeMs: number; refreshToken: string; refreshMaxAgeMs: number }): void {
    response.cookie(this.name('access'), tokens.accessToken, this.options(tokens.accessMaxAgeMs));
    response.cookie(this.name('refresh'), tokens.refreshToken, this.options(tokens.refreshMaxAgeMs));
    // Readable by the page, lives as long as the refresh cookie: 'a session may exist' (no secret in it).
    response.cookie(this.hintName(), '1', { ...this.options(tokens.refreshMaxAgeMs), httpOnly: false });
  }

  setDevice(response: Response, value: string): void {
    response.cookie(this.name('device'), value, this.options(DEVICE_MAX_AGE_MS));
  }

  clearSession(response: Response): void {
    const { maxAge: _maxAge, ...options } = this.options(0);
    response.clearCookie(this.name('access'), options);
    response.clearCookie(this.name('refresh'), options);
    response.clearCookie(this.hintName(), { ...options, httpOnly: false });
  }

  private hintName(): string {
    return this.secure ? `__Host-${SIGNED_IN_HINT_COOKIE}` : SIGNED_IN_HINT_COOKIE;
  }

  private options(maxAgeMs: number): CookieOptions {
    return { httpOnly: true, secure: this.secure, sameSite: 'strict', path: '/', maxAge: Math.max(0, maxAgeMs) };
  }
}

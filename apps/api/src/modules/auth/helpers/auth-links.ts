import { Inject, Injectable } from '@nestjs/common';
import { RESET_LINK_TYPE, VERIFY_LINK_TYPE, pathInLanguage, type Language } from '@harman/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/**
 * Links in the account mails: always on APP_BASE_URL, never on the request's `Host` (SECURITY S6), and in the
 * mail's language (English pages live under '/en/').
 */
@Injectable()
export class AuthLinks {
  private readonly base: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = config.appBaseUrl;
  }

  verify(token: string, language: Language): string {
    return this.url(`/auth/verify?token=${encodeURIComponent(token)}&type=${VERIFY_LINK_TYPE}`, language);
  }

  /** `expires_at` (seconds) lets the page show the expired screen before anything is typed. */
  reset(token: string, expiresAt: Date, language: Language): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return this.url(`/auth/reset-password?token=${encodeURIComponent(token)}&type=${RESET_LINK_TYPE}&expires_at=${expires}`, language);
  }

  page(path: '/auth/login' | '/auth/register' | '/auth/forgot-password', language: Language): string {
    return this.url(path, language);
  }

  private url(path: string, language: Language): string {
    return `${this.base}${pathInLanguage(path, language)}`;
  }
}

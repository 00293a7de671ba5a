import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../../../common/errors/app-error';
import { SecurityLog } from '../../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { AuthCookies } from '../../sessions/auth-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCALHOST = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Cross-site request forgery defence for the session (SECURITY S11, defence in depth with the SameSite=Strict
 * cookies): an unsafe request that carries a session cookie, or goes to `/api/auth/*` (login CSRF), is refused
 * when the browser says it is cross-site (Fetch Metadata) or sends an Origin that is not ours. Clients that send
 * neither header are not browsers acting for a victim. Requests without a session (the public forms) are left
 * to their own anti-forgery token. Development and test also accept localhost origins (each remote has its own
 * port).
 */
@Injectable()
export class OriginGuard implements CanActivate {
  private readonly trusted: Set<string>;
  private readonly allowLocalhost: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly cookies: AuthCookies,
    private readonly securityLog: SecurityLog,
  ) {
    this.trusted = new Set(config.auth.trustedOrigins);
    this.allowLocalhost = config.nodeEnv !== 'production';
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    const carriesSession = this.cookies.read(request, 'access') || this.cookies.read(request, 'refresh');
    if (!carriesSession && !request.path.startsWith('/api/auth/')) return true;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = site === 'cross-site';
    const foreignOrigin = typeof origin === 'string' && !this.isTrusted(origin);
    if (!crossSite && !foreignOrigin) return true;
    this.securityLog.record('origin_rejected', { outcome: 'blocked', ip: request.ip, route: `${request.method} ${request.path}` });
    throw new AppError(403, 'ORIGIN_NOT_ALLOWED', 'Cross-site request refused');
  }

  private isTrusted(origin: string): boolean {
    return this.trusted.has(origin) || (this.allowLocalhost && LOCALHOST.test(origin));
  }
}

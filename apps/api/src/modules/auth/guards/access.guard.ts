import { Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { IS_PUBLIC_KEY, ROLES_KEY, type AuthenticatedUser, type Role } from '../../../common/auth/auth.decorators';
import { AppError, UnauthorizedError } from '../../../common/errors/app-error';
import { isDatabaseUnavailable } from '../../../common/errors/database-unavailable';
import { SecurityLog } from '../../../common/security/security-log';
import { AuthCookies } from '../../sessions/auth-cookies';
import { JWT_SESSION_STRATEGY } from '../jwt-session.strategy';

/**
 * The global access rule (SECURITY S12): deny by default. A route must say `@Public()` or `@Roles(...)`; a
 * route that says neither is refused for everyone and logged as a bug. `@Roles` needs a live session whose user
 * holds one of the roles, and an admin route also needs the session to have passed two-factor. Public routes
 * still see the signed-in user when there is one; a request without the access cookie skips passport.
 */
@Injectable()
export class AccessGuard extends AuthGuard(JWT_SESSION_STRATEGY) {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly securityLog: SecurityLog,
    private readonly cookies: AuthCookies,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) === true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();

    if (!isPublic && !roles?.length) {
      this.logger.error({ route: request.route?.path }, 'Route without @Public() or @Roles(): refused');
      throw new AppError(403, 'FORBIDDEN', 'Forbidden');
    }
    // Passport would only fail, by throwing, without the cookie it reads: most requests are anonymous.
    const user = this.cookies.read(request, 'access') ? await this.authenticate(context) : undefined;
    if (isPublic) return true;
    if (!user) throw new UnauthorizedError();
    if (!roles!.includes(user.role)) return this.deny(request, user, 'role');
    // Admin work needs the second factor on this very session (ASVS 6.3.3).
    if (user.role === 'admin' && roles!.includes('admin') && !user.mfaVerified) {
      return this.deny(request, user, 'mfa', new AppError(403, 'MFA_REQUIRED', 'Two-factor authentication is required'));
    }
    return true;
  }

  /** The user of a valid session cookie, or undefined (no cookie, bad signature, ended session). */
  private async authenticate(context: ExecutionContext): Promise<AuthenticatedUser | undefined> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    try {
      await super.canActivate(context);
    } catch (error) {
      // A session that cannot be checked now is not an ended one: 503, so the client keeps it and retries (R7).
      if (isDatabaseUnavailable(error)) throw error;
      request.user = undefined;
    }
    return request.user;
  }

  override handleRequest<T = AuthenticatedUser>(error: unknown, user: T | false): T {
    if (isDatabaseUnavailable(error)) throw error;
    if (error || !user) throw new UnauthorizedError();
    return user;
  }

  private deny(request: Request, user: AuthenticatedUser, reason: string, error = new AppError(403, 'FORBIDDEN', 'Forbidden')): never {
    this.securityLog.record('access_denied', {
      outcome: 'blocked',
      userId: user.id,
      ip: request.ip,
      route: `${request.method} ${request.route?.path ?? request.path}`,
      reason,
    });
    throw error;
  }
}

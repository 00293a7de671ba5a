import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppError, UnauthorizedError } from '../../../common/errors/app-error';
import type { AuthenticatedUser } from '../../../common/auth/auth.decorators';

/**
 * Admin only, checked here too: the route also carries `@Roles('admin')` for the global guard, but a CV must
 * stay private even in a build where that guard is missing or misconfigured (deny unless an admin is signed in).
 */
@Injectable()
export class AdminOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { user } = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    if (!user) throw new UnauthorizedError();
    if (user.role !== 'admin') throw new AppError(403, 'FORBIDDEN', 'Forbidden');
    return true;
  }
}

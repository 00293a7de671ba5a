import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Access rules every route declares (SECURITY S12: deny by default). The global guard of the auth
 * module reads them: a route without @Public() or @Roles(...) is refused.
 */
export type Role = 'user' | 'admin';

/** The signed-in user a guard attaches to the request. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  /** The session was opened with a second factor (TOTP or recovery code). */
  mfaVerified: boolean;
}

export const IS_PUBLIC_KEY = 'harman:public';
export const ROLES_KEY = 'harman:roles';

/** Open to anonymous visitors. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Open to signed-in users holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The signed-in user of the request (undefined on a public route with no session). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined => {
  const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
  return request.user;
});

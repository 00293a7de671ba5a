import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sessionInfoSchema, type SessionInfo } from '@harman/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { SessionsService } from '../sessions/sessions.service';

/**
 * The staff area's check on load (spec §6: the admin dashboard re-checks session and role): 200 only for an
 * admin whose session passed two-factor, 401 without a session, 403 otherwise.
 */
@ApiTags('auth')
@Roles('admin')
@Controller('auth/admin-session')
export class AdminSessionController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(200, sessionInfoSchema, 'An admin session with two-factor')
  @ApiErrors(401, 403)
  check(@CurrentUser() user: AuthenticatedUser, @Req() request: Request & { accessExpiresAt?: number }): Promise<SessionInfo> {
    return this.sessions.describe(user, request.accessExpiresAt ?? 0);
  }
}

import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  accountSessionListSchema,
  endedSessionsSchema,
  uuidParamSchema,
  type AccountSessionList,
} from '@harman/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { NotFoundError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { SecurityLog } from '../../common/security/security-log';
import { SessionsService } from './sessions.service';

/** The signed-in user's own sessions: list them, end one, end every other ('end all sessions'). */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account/sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly securityLog: SecurityLog,
  ) {}

  @Get()
  @ApiZodResponse(200, accountSessionListSchema, 'Live sessions, most recently used first; `current` marks this one')
  @ApiErrors(401)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<AccountSessionList> {
    return { sessions: await this.sessions.list(user.id, user.sessionId) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiErrors(400, 401, 404)
  async end(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ZodValidationPipe(uuidParamSchema)) id: string,
  ): Promise<void> {
    if (!(await this.sessions.endOwn(user.id, id))) throw new NotFoundError();
    this.securityLog.record('session_ended', { outcome: 'success', userId: user.id, reason: 'ended_by_user' });
  }

  /** Every session but this one (spec: 'end all sessions'). */
  @Post('end-others')
  @HttpCode(200)
  @ApiZodResponse(200, endedSessionsSchema, 'How many sessions were ended')
  @ApiErrors(401)
  async endOthers(@CurrentUser() user: AuthenticatedUser): Promise<{ ended: number }> {
    const ended = await this.sessions.endOthers(user.id, user.sessionId, 'ended_other_sessions');
    this.securityLog.record('session_ended', { outcome: 'success', userId: user.id, reason: 'ended_other_sessions' });
    return { ended };
  }
}

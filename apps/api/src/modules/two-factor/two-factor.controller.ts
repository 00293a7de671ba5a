import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  recoveryCodesSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpSetupRequestSchema,
  totpSetupSchema,
  type RecoveryCodes,
  type TotpSetup,
} from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { AppError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { SecurityLog } from '../../common/security/security-log';
import { SessionsService } from '../sessions/sessions.service';
import { Reauthentication } from '../users/reauthentication';
import { UsersService } from '../users/users.service';
import { alreadyEnabled, invalidCode, TwoFactorService } from './two-factor.service';

/** Two-factor from the dashboard's security page: set up (password), enable (first code), disable (both). */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account/two-factor')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly reauth: Reauthentication,
    private readonly sessions: SessionsService,
    private readonly securityLog: SecurityLog,
  ) {}

  @Post('setup')
  @HttpCode(200)
  @ApiZodBody(totpSetupRequestSchema)
  @ApiZodResponse(200, totpSetupSchema, 'A pending seed: its QR code and the seed for typing in')
  @ApiErrors(400, 401, 403, 409, 429)
  async setup(
    @CurrentUser() current: AuthenticatedUser,
    @Body(new ZodValidationPipe(totpSetupRequestSchema)) body: z.output<typeof totpSetupRequestSchema>,
  ): Promise<TotpSetup> {
    const user = await this.users.getById(current.id);
    if (user.totpEnabledAt) throw alreadyEnabled();
    await this.reauth.assertPassword(user, body.password, 'two-factor/setup');
    return this.twoFactor.startSetup(user);
  }

  @Post('enable')
  @HttpCode(200)
  @ApiZodBody(totpEnableSchema)
  @ApiZodResponse(200, recoveryCodesSchema, 'Enabled; the recovery codes, shown this once')
  @ApiErrors(400, 401, 409)
  async enable(
    @CurrentUser() current: AuthenticatedUser,
    @Body(new ZodValidationPipe(totpEnableSchema)) body: z.output<typeof totpEnableSchema>,
  ): Promise<RecoveryCodes> {
    const recoveryCodes = await this.twoFactor.enable(current.id, body.code);
    // This session has just proven the second factor.
    await this.sessions.markMfaVerified(current.sessionId);
    return { recoveryCodes };
  }

  @Post('disable')
  @HttpCode(204)
  @ApiZodBody(totpDisableSchema)
  @ApiErrors(400, 401, 403, 429)
  async disable(
    @CurrentUser() current: AuthenticatedUser,
    @Body(new ZodValidationPipe(totpDisableSchema)) body: z.output<typeof totpDisableSchema>,
  ): Promise<void> {
    const user = await this.users.getById(current.id);
    if (user.role === 'admin') {
      throw new AppError(403, 'MFA_REQUIRED_FOR_ROLE', 'Two-factor authentication is required for administrators');
    }
    await this.reauth.assertPassword(user, body.password, 'two-factor/disable');
    // The code is a guess like the password: it spends the same limits, reserved before it is checked.
    if (!(await this.reauth.attempt(user, 'two-factor/disable', async () => (await this.twoFactor.verify(user, body.code)) !== null))) {
      this.securityLog.record('mfa_failure', { outcome: 'failure', userId: user.id, route: 'two-factor/disable' });
      throw invalidCode();
    }
    await this.twoFactor.disable(user.id);
  }
}

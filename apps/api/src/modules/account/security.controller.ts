import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { changePasswordSchema, securitySummarySchema, type SecuritySummary } from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { UsersService } from '../users/users.service';
import { PasswordChangeService } from './password-change.service';

/** The security page: its summary, and the password change. */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account')
export class SecurityController {
  constructor(
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly passwords: PasswordChangeService,
  ) {}

  @Get('security')
  @ApiZodResponse(200, securitySummarySchema, 'Two-factor state, recovery codes left, last password change')
  @ApiErrors(401)
  async summary(@CurrentUser() current: AuthenticatedUser): Promise<SecuritySummary> {
    const user = await this.users.getById(current.id);
    return {
      emailVerified: user.emailVerifiedAt !== null,
      totpEnabled: user.totpEnabledAt !== null,
      totpRequired: user.role === 'admin',
      recoveryCodesRemaining: user.totpEnabledAt ? await this.twoFactor.recoveryCodesRemaining(user.id) : 0,
      passwordChangedAt: user.passwordChangedAt.toISOString(),
    };
  }

  @Post('password')
  @HttpCode(200)
  @ApiZodBody(changePasswordSchema)
  @ApiErrors(400, 401, 403, 429)
  async changePassword(
    @CurrentUser() current: AuthenticatedUser,
    @Body(new ZodValidationPipe(changePasswordSchema)) body: z.output<typeof changePasswordSchema>,
  ): Promise<{ status: 'changed' }> {
    await this.passwords.change(current.id, current.sessionId, body.currentPassword, body.newPassword);
    return { status: 'changed' };
  }
}

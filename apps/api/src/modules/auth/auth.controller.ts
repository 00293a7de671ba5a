import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  acceptedSchema,
  emailRequestSchema,
  enrollmentResultSchema,
  loginResultSchema,
  loginSchema,
  mfaEnrollmentConfirmSchema,
  mfaEnrollmentStartSchema,
  mfaLoginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionInfoSchema,
  totpSetupSchema,
  verifyEmailSchema,
  type Accepted,
  type EnrollmentResult,
  type LoginResult,
  type SessionInfo,
  type TotpSetup,
} from '@harman/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { CurrentUser, Public, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { UnauthorizedError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { SecurityLog } from '../../common/security/security-log';
import { AuthCookies } from '../sessions/auth-cookies';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service';
import { ClientContextReader } from './helpers/client-context';
import { KnownDevices } from './helpers/known-devices';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';

// Classic and mini schemas alike (the sign-in schema is zod/mini, sign-in.ts).
type Parsed<S extends z.core.$ZodType> = z.output<S>;

/**
 * Sign-up, verification, sign-in (password, second factor, admin enrolment), refresh, sign-out and password
 * reset. Tokens travel only in httpOnly cookies; bodies carry what the client may show. Nothing here is cached.
 */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly login: LoginService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionsService,
    private readonly cookies: AuthCookies,
    private readonly clients: ClientContextReader,
    private readonly knownDevices: KnownDevices,
    private readonly securityLog: SecurityLog,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  @ApiZodBody(registerSchema)
  @ApiZodResponse(202, acceptedSchema, 'A verification mail is on its way (same answer for a taken address)')
  @ApiErrors(400, 429)
  async register(@Body(new ZodValidationPipe(registerSchema)) body: Parsed<typeof registerSchema>, @Req() request: Request): Promise<Accepted> {
    await this.registration.register(body, this.clients.read(request));
    return { status: 'accepted' };
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiZodBody(verifyEmailSchema)
  @ApiErrors(400, 429)
  async verifyEmail(
    @Body(new ZodValidationPipe(verifyEmailSchema)) body: Parsed<typeof verifyEmailSchema>,
    @Req() request: Request,
  ): Promise<{ status: 'verified' }> {
    await this.registration.verifyEmail(body.token, this.clients.read(request));
    return { status: 'verified' };
  }

  @Public()
  @Post('verify-email/resend')
  @HttpCode(202)
  @ApiZodBody(emailRequestSchema)
  @ApiZodResponse(202, acceptedSchema, 'Same answer whatever the address')
  @ApiErrors(400, 429)
  async resend(@Body(new ZodValidationPipe(emailRequestSchema)) body: Parsed<typeof emailRequestSchema>, @Req() request: Request): Promise<Accepted> {
    await this.registration.resendVerification(body.email, body.language, this.clients.read(request));
    return { status: 'accepted' };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodBody(loginSchema)
  @ApiZodResponse(200, loginResultSchema, 'Signed in (cookies set), or the second step to take')
  @ApiErrors(400, 401, 403, 423, 429)
  async signIn(
    @Body(new ZodValidationPipe(loginSchema)) body: Parsed<typeof loginSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResult> {
    const client = this.clients.read(request);
    const step = await this.login.withPassword(body.email, body.password, client);
    if (step.issued) await this.startSession(response, step.issued, request);
    return step.result;
  }

  @Public()
  @Post('login/mfa')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodBody(mfaLoginSchema)
  @ApiZodResponse(200, loginResultSchema, 'Signed in (cookies set)')
  @ApiErrors(400, 401, 423)
  async secondFactor(
    @Body(new ZodValidationPipe(mfaLoginSchema)) body: Parsed<typeof mfaLoginSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResult> {
    const step = await this.login.withSecondFactor(body.challengeToken, body.code, this.clients.read(request));
    if (step.issued) await this.startSession(response, step.issued, request);
    return step.result;
  }

  @Public()
  @Post('login/mfa/enrollment')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodBody(mfaEnrollmentStartSchema)
  @ApiZodResponse(200, totpSetupSchema, 'A seed to scan (admins without two-factor)')
  @ApiErrors(400, 401, 409)
  startEnrollment(@Body(new ZodValidationPipe(mfaEnrollmentStartSchema)) body: Parsed<typeof mfaEnrollmentStartSchema>): Promise<TotpSetup> {
    return this.login.startEnrollment(body.challengeToken);
  }

  @Public()
  @Post('login/mfa/enrollment/confirm')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodBody(mfaEnrollmentConfirmSchema)
  @ApiZodResponse(200, enrollmentResultSchema, 'Two-factor on, signed in; recovery codes shown once')
  @ApiErrors(400, 401, 409, 423)
  async confirmEnrollment(
    @Body(new ZodValidationPipe(mfaEnrollmentConfirmSchema)) body: Parsed<typeof mfaEnrollmentConfirmSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EnrollmentResult> {
    const { result, issued } = await this.login.confirmEnrollment(body.challengeToken, body.code, this.clients.read(request));
    await this.startSession(response, issued, request);
    return result;
  }

  /** Rotates the refresh cookie. A rotated one coming back ends its whole session (theft). */
  @Public()
  @Post('refresh')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(200, sessionInfoSchema, 'New cookies; the session as it stands')
  @ApiErrors(401)
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionInfo> {
    const token = this.cookies.read(request, 'refresh');
    const outcome = token ? await this.sessions.refresh(token) : ({ kind: 'invalid' } as const);
    if (outcome.kind === 'rotated') {
      this.cookies.setSession(response, outcome.issued);
      return outcome.issued.info;
    }
    if (outcome.kind === 'reuse') {
      this.securityLog.record('refresh_reuse', { outcome: 'blocked', userId: outcome.userId, ip: request.ip, route: 'auth/refresh' });
    }
    this.cookies.clearSession(response);
    throw new UnauthorizedError('The session has ended');
  }

  /** Ends this session on the server and clears the cookies; works with an expired access token too. */
  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    let userId = user?.id ?? null;
    if (user) await this.sessions.end(user.sessionId, 'signed_out');
    const refresh = this.cookies.read(request, 'refresh');
    if (refresh) userId = (await this.sessions.endByRefreshToken(refresh, 'signed_out')) ?? userId;
    this.cookies.clearSession(response);
    if (userId) this.securityLog.record('logout', { outcome: 'success', userId, ip: request.ip, route: 'auth/logout' });
  }

  @Roles('user', 'admin')
  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(200, sessionInfoSchema, 'The signed-in user and when the access cookie expires')
  @ApiErrors(401)
  session(@CurrentUser() user: AuthenticatedUser, @Req() request: Request & { accessExpiresAt?: number }): Promise<SessionInfo> {
    return this.sessions.describe(user, request.accessExpiresAt ?? 0);
  }

  @Public()
  @Post('password/forgot')
  @HttpCode(202)
  @ApiZodBody(emailRequestSchema)
  @ApiZodResponse(202, acceptedSchema, 'Same answer whatever the address')
  @ApiErrors(400, 429)
  async forgot(@Body(new ZodValidationPipe(emailRequestSchema)) body: Parsed<typeof emailRequestSchema>, @Req() request: Request): Promise<Accepted> {
    await this.passwordReset.request(body.email, body.language, this.clients.read(request));
    return { status: 'accepted' };
  }

  @Public()
  @Post('password/reset')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiZodBody(resetPasswordSchema)
  @ApiErrors(400, 429)
  async reset(
    @Body(new ZodValidationPipe(resetPasswordSchema)) body: Parsed<typeof resetPasswordSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ status: 'reset' }> {
    await this.passwordReset.reset(body.token, body.password, this.clients.read(request));
    // Every session has ended, this browser's included.
    this.cookies.clearSession(response);
    return { status: 'reset' };
  }

  /**
   * New cookies for a new session; a session this browser still held is ended, not left behind (S9). The browser
   * becomes a familiar device of this account: it still signs in when the account's guessing budget is spent.
   */
  private async startSession(response: Response, issued: IssuedSession, request: Request): Promise<void> {
    const previous = this.cookies.read(request, 'refresh');
    if (previous) await this.sessions.endByRefreshToken(previous, 'signed_out');
    this.cookies.setSession(response, issued);
    const deviceId = this.clients.rememberDevice(response, this.clients.read(request));
    await this.knownDevices.remember(issued.info.user.id, deviceId);
  }
}

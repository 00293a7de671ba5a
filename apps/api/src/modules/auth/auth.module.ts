import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ClockModule } from '../../common/clock/clock.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { MailModule } from '../mail/mail.module';
import { NotifierModule } from '../notifications/notifier.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AdminSessionController } from './admin-session.controller';
import { AuthController } from './auth.controller';
import { AuthLinks } from './helpers/auth-links';
import { ClientContextReader } from './helpers/client-context';
import { EmailTokens } from './helpers/email-tokens';
import { KnownDevices } from './helpers/known-devices';
import { LoginLockout } from './helpers/login-lockout';
import { MfaChallenges } from './helpers/mfa-challenge';
import { JwtSessionStrategy } from './jwt-session.strategy';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';

/**
 * Authentication: the `/api/auth` routes and the passport strategy the global AccessGuard uses. The global
 * guards themselves are registered in AppModule, next to every other app-wide provider.
 */
@Module({
  imports: [
    PassportModule,
    JwtModule.register({}),
    ClockModule,
    RateLimitModule,
    SecurityLogModule,
    MailModule,
    UsersModule,
    SessionsModule,
    TwoFactorModule,
    NotifierModule,
  ],
  controllers: [AuthController, AdminSessionController],
  providers: [
    JwtSessionStrategy,
    RegistrationService,
    LoginService,
    PasswordResetService,
    ClientContextReader,
    LoginLockout,
    KnownDevices,
    EmailTokens,
    MfaChallenges,
    AuthLinks,
  ],
  // The global guards (registered in AppModule) read the security log and the session cookies.
  exports: [SecurityLogModule, SessionsModule, RegistrationService],
})
export class AuthModule {}

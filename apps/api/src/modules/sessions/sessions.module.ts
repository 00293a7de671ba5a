import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ClockModule } from '../../common/clock/clock.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { UsersModule } from '../users/users.module';
import { AccessTokens } from './access-token';
import { AuthCookies } from './auth-cookies';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

/** Sessions and their cookies and tokens; the session list of the dashboard. */
@Module({
  imports: [JwtModule.register({}), ClockModule, SecurityLogModule, UsersModule],
  controllers: [SessionsController],
  providers: [SessionsService, AccessTokens, AuthCookies],
  exports: [SessionsService, AuthCookies],
})
export class SessionsModule {}

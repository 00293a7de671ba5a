import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { NotifierModule } from '../notifications/notifier.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { SecretBox } from './secret-box';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [ClockModule, SecurityLogModule, UsersModule, SessionsModule, NotifierModule],
  controllers: [TwoFactorController],
  providers: [TwoFactorService, SecretBox],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}

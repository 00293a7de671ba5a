import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { RedisProbe } from './redis-probe';

@Module({
  imports: [MailModule],
  controllers: [HealthController],
  providers: [HealthService, RedisProbe],
})
export class HealthModule {}

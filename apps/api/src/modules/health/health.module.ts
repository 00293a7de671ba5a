import { Module } from '@nestjs/common';
import { WorkerHealthModule } from '../../common/queue/worker-health.module';
import { MailModule } from '../mail/mail.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { RedisProbe } from './redis-probe';

@Module({
  imports: [MailModule, WorkerHealthModule],
  controllers: [HealthController],
  providers: [HealthService, RedisProbe],
})
export class HealthModule {}

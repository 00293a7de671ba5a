import { Module } from '@nestjs/common';
import { WorkerHealthModule } from '../../common/queue/worker-health.module';
import { MailDeliveryService } from './mail-delivery.service';
import { MailModule } from './mail.module';
import { MailProcessor } from './mail.processor';
import { MailRelayService } from './mail-relay.service';
import { MailTransport } from './mail-transport';

/**
 * The consumer side: the `mail` worker, its SMTP transport and the outbox relay. Loaded by `worker.ts`, and by the
 * api itself when RUN_WORKERS is on.
 */
@Module({
  imports: [MailModule, WorkerHealthModule],
  providers: [MailTransport, MailDeliveryService, MailProcessor, MailRelayService],
  exports: [MailRelayService],
})
export class MailWorkerModule {}

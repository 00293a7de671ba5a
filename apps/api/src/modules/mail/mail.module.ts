import { Module } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service';
import { MailQueue } from './mail.queue';

/** What producers import: record a mail in their transaction, dispatch it after commit. */
@Module({
  providers: [MailQueue, MailOutboxService],
  exports: [MailQueue, MailOutboxService],
})
export class MailModule {}

import { Module } from '@nestjs/common';
import { AccountNotices } from './account-notices';
import { NotificationsQueue } from './notifications.queue';
import { Notifier } from './notifier';

/** What producers import: enqueue an event for the `notifications` worker (and the account events' texts). */
@Module({
  providers: [NotificationsQueue, Notifier, AccountNotices],
  exports: [Notifier, AccountNotices],
})
export class NotifierModule {}

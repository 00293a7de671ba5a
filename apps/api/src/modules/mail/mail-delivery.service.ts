import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { MailOutbox } from './mail-outbox.entity';
import { MailTransport } from './mail-transport';
import { describeMailError, isPermanentSmtpError } from './smtp-errors';
import { MailTemplateError, redactMailData, renderMail } from './templates/template-registry';

export type DeliveryResult =
  | { outcome: 'sent' }
  | { outcome: 'skipped'; reason: 'missing' | 'sent' | 'failed' }
  | { outcome: 'retry'; error: string }
  | { outcome: 'failed'; error: string };

/**
 * Sends one outbox row, at most once: the row is locked (`SELECT … FOR UPDATE`) for the whole send, so a second
 * job for the same row waits and then finds it `sent`. A crash between the SMTP accept and the commit is the only
 * way to send twice (R2), and it sends the same Message-ID, which lets receivers drop the copy.
 */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger(MailDeliveryService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
  ) {}

  deliver(outboxId: string, options: { finalAttempt: boolean }): Promise<DeliveryResult> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(MailOutbox)
        .createQueryBuilder('mail')
        .setLock('pessimistic_write')
        .where('mail.id = :outboxId', { outboxId })
        .getOne();
      if (!row) return { outcome: 'skipped', reason: 'missing' };
      if (row.status === 'sent' || row.status === 'failed') return { outcome: 'skipped', reason: row.status };

      let error: unknown;
      try {
        await this.transport.send({ to: row.toAddress, ...this.render(row), ...this.envelope(row) });
      } catch (sendError) {
        error = sendError;
      }
      if (error === undefined) {
        await this.finish(manager, row, { status: 'sent', sentAt: new Date(), lastError: null });
        return { outcome: 'sent' };
      }
      const description = describeMailError(error);
      const permanent = error instanceof MailTemplateError || isPermanentSmtpError(error) || options.finalAttempt;
      if (!permanent) {
        await manager.getRepository(MailOutbox).update(row.id, { attempts: row.attempts + 1, lastError: description });
        return { outcome: 'retry', error: description };
      }
      await this.finish(manager, row, { status: 'failed', lastError: description });
      this.logger.error({ outboxId: row.id, template: row.template, error: description }, 'Mail failed for good');
      return { outcome: 'failed', error: description };
    });
  }

  private render(row: MailOutbox) {
    return renderMail(row.template, row.language, row.payload);
  }

  /** The outbox id as Message-ID and header: the sink (and receivers) can tell copies of one mail apart. */
  private envelope(row: MailOutbox) {
    return { messageId: `<${row.id}@${this.transport.domain}>`, headers: { 'X-Outbox-Id': row.id } };
  }

  /** A row that will never be sent again loses its secrets (token links). */
  private async finish(manager: EntityManager, row: MailOutbox, change: Partial<MailOutbox>): Promise<void> {
    const update: QueryDeepPartialEntity<MailOutbox> = {
      ...change,
      attempts: row.attempts + 1,
      // jsonb: a plain object that TypeORM serialises, not a nested entity to diff.
      payload: redactMailData(row.template, row.payload) as QueryDeepPartialEntity<MailOutbox>['payload'],
    };
    await manager.getRepository(MailOutbox).update(row.id, update);
  }
}

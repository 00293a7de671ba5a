import { Injectable, Logger } from '@nestjs/common';
import type { Language } from '@harman/contracts';
import type { EntityManager } from 'typeorm';
import { withTimeout } from '../../common/utils/with-timeout';
import { MAIL_DISPATCH_TIMEOUT_MS } from './mail.constants';
import { MailQueue } from './mail.queue';
import { validateMailData, type MailTemplateData, type MailTemplateName } from './templates/template-registry';

export interface MailRequest<T extends MailTemplateName> {
  to: string;
  template: T;
  language: Language;
  data: MailTemplateData<T>;
}

/**
 * How every mail leaves the api: `record` inside the transaction of the change that causes the mail, then
 * `dispatch` once that transaction has committed. Dispatch never fails the request: when Redis is down the row
 * stays pending and the relay enqueues it later.
 */
@Injectable()
export class MailOutboxService {
  private readonly logger = new Logger(MailOutboxService.name);

  constructor(private readonly queue: MailQueue) {}

  async record<T extends MailTemplateName>(manager: EntityManager, request: MailRequest<T>): Promise<string> {
    const payload = validateMailData(request.template, request.data);
    // Plain SQL: the entity save was about 6 % of a placed order's CPU in a profile of bench line 9.
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO mail_outbox (to_address, template, language, payload) VALUES ($1, $2, $3, $4) RETURNING id`,
      [request.to, request.template, request.language, JSON.stringify(payload)],
    );
    return row.id;
  }

  async dispatch(outboxIds: readonly string[]): Promise<void> {
    if (outboxIds.length === 0) return;
    try {
      await withTimeout(this.queue.add(outboxIds), MAIL_DISPATCH_TIMEOUT_MS, 'Mail enqueue');
    } catch (error) {
      this.logger.warn(
        { outboxIds, err: error },
        'Could not enqueue mail; the outbox relay will deliver it once the queue is reachable',
      );
    }
  }
}

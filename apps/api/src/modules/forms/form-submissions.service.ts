import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FormSubmissionResponse, Language } from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { StoreSettingsService } from '../settings/store-settings.service';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { Notifier } from '../notifications/notifier';
import { formStaffNotice } from './helpers/form-staff-notice';
import type { ClientInfo } from './helpers/client-info';
import type { FormDefinition } from './helpers/form-definitions';
import { FormRateLimiter } from './rate-limit/form-rate-limiter.service';

/** The language staff alerts are written in: the staff work in the English admin panel (spec, second document). */
const STAFF_LANGUAGE: Language = 'en';

export type SubmitResult = { accepted: true; response: FormSubmissionResponse } | { accepted: false; retryAfterMs: number };

/** Work of one form inside the submission's transaction, before its row is written (the careers CV row). */
export type BeforeInsert = (manager: EntityManager) => Promise<Record<string, unknown>>;

/**
 * Stores any public form: reserves a place within the limits, writes the row and records the receipt and the
 * staff alert in one transaction, and hands the mails (and the staff's in-app notification) to the queues after commit. A failure after the
 * reservation gives the place back.
 */
@Injectable()
export class FormSubmissionsService {
  private readonly logger = new Logger(FormSubmissionsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: FormRateLimiter,
    private readonly mail: MailOutboxService,
    private readonly settings: StoreSettingsService,
    private readonly notifier: Notifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit<T extends { email: string; language: Language }>(
    definition: FormDefinition<T>,
    input: T,
    client: ClientInfo,
    beforeInsert?: BeforeInsert,
  ): Promise<SubmitResult> {
    const reservation = await this.limiter.reserve(definition.kind, input.email, client.ip);
    if (!reservation.allowed) {
      this.logger.warn({ event: 'form_rate_limited', form: definition.kind, ip: client.ip }, 'Form submission limited');
      return { accepted: false, retryAfterMs: reservation.retryAfterMs };
    }
    try {
      const { id, outboxIds } = await this.dataSource.transaction(async (manager) => {
        const extra = beforeInsert ? await beforeInsert(manager) : {};
        const row = await manager.getRepository(definition.entity).save({
          ...definition.row(input),
          ...extra,
          email: input.email,
          language: input.language,
          ipAddress: client.ip,
          userAgent: client.userAgent,
          status: 'pending',
        });
        const receipt = await this.mail.record(manager, {
          to: input.email,
          template: 'form-receipt',
          language: input.language,
          data: { form: definition.kind, name: definition.senderName(input) },
        });
        const alert = await this.mail.record(manager, {
          // The staff address of admin › Ayarlar (STAFF_EMAIL until set).
          to: (await this.settings.get(manager)).staffEmail,
          template: 'form-staff-alert',
          language: STAFF_LANGUAGE,
          data: {
            form: definition.kind,
            submissionId: row.id,
            fields: definition.alertFields(input),
            ...(cvFileIdOf(extra) ? { cvUrl: `${this.config.appBaseUrl}/api/forms/careers/${row.id}/cv` } : {}),
          },
        });
        return { id: row.id, outboxIds: [receipt, alert] };
      });
      await this.mail.dispatch(outboxIds);
      // Staff see it in the admin's bell too; like the new-order alert, enqueued after commit and never failing the request.
      await this.notifier.notifyStaff(formStaffNotice(definition.kind), `form:${definition.kind}:${id}:staff`);
      this.logger.log({ event: 'form_submitted', form: definition.kind, id }, 'Form submission stored');
      return { accepted: true, response: { id, status: 'pending', remaining: reservation.remaining } };
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }
}

/** The CV stored with a job application (the careers form's `beforeInsert`), if any. */
function cvFileIdOf(extra: object): string | null {
  const value = (extra as { cvFileId?: unknown }).cvFileId;
  return typeof value === 'string' ? value : null;
}

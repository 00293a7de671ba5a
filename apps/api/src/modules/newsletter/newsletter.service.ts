import { Inject, Injectable } from '@nestjs/common';
import { NEWSLETTER_CONFIRM_TTL_HOURS, pathInLanguage, type Language } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { createSecureToken, hashSecureToken } from '../../common/utils/secure-token';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

/** A pending address gets at most one confirmation mail per minute, so the form cannot be used to flood a mailbox. */
const RESEND_COOLDOWN_MS = 60_000;

/**
 * Double opt-in newsletter. Subscribing answers the same whatever the address's state (no enumeration); the
 * confirmation mail is recorded in the same transaction as the subscriber row.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async subscribe(email: string, language: Language): Promise<void> {
    const outboxIds = await this.dataSource.transaction(async (manager) => {
      // Make sure the row exists, then lock it: concurrent requests for one address run one after the other.
      await manager.query(
        `INSERT INTO newsletter_subscribers (email, language) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING`,
        [email, language],
      );
      const repository = manager.getRepository(NewsletterSubscriber);
      const subscriber = await repository
        .createQueryBuilder('subscriber')
        .setLock('pessimistic_write')
        .where('subscriber.email = :email', { email })
        .getOneOrFail();
      if (subscriber.status === 'active') return [];
      const sentAt = subscriber.confirmationSentAt?.getTime() ?? 0;
      if (subscriber.status === 'pending' && Date.now() - sentAt < RESEND_COOLDOWN_MS) return [];

      const confirm = createSecureToken();
      const unsubscribe = createSecureToken();
      await repository.update(subscriber.id, {
        language,
        status: 'pending',
        confirmTokenHash: confirm.hash,
        unsubscribeTokenHash: unsubscribe.hash,
        confirmationSentAt: new Date(),
        unsubscribedAt: null,
      });
      const outboxId = await this.mail.record(manager, {
        to: email,
        template: 'newsletter-confirm',
        language,
        data: {
          confirmUrl: this.link('confirm', confirm.raw, language),
          unsubscribeUrl: this.link('unsubscribe', unsubscribe.raw, language),
        },
      });
      return [outboxId];
    });
    await this.mail.dispatch(outboxIds);
  }

  /**
   * The profile's newsletter box for a signed-in account. The address is the account's own, already verified, so
   * ticking it subscribes at once (no confirmation mail); unticking unsubscribes.
   */
  async setForAccount(email: string, language: Language, subscribed: boolean): Promise<void> {
    if (!subscribed) {
      await this.dataSource.query(
        `UPDATE newsletter_subscribers
         SET status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = NULL
         WHERE email = $1 AND status <> 'unsubscribed'`,
        [email],
      );
      return;
    }
    // A fresh unsubscribe hash; its raw value is made again for each mail that carries the link.
    await this.dataSource.query(
      `INSERT INTO newsletter_subscribers (email, language, status, confirmed_at, unsubscribe_token_hash)
       VALUES ($1, $2, 'active', now(), $3)
       ON CONFLICT (email) DO UPDATE
         SET status = 'active', confirmed_at = COALESCE(newsletter_subscribers.confirmed_at, now()), confirm_token_hash = NULL,
             unsubscribed_at = NULL, unsubscribe_token_hash = COALESCE(newsletter_subscribers.unsubscribe_token_hash, EXCLUDED.unsubscribe_token_hash)
         WHERE newsletter_subscribers.status <> 'active'`,
      [email, language, createSecureToken().hash],
    );
  }

  /** Whether the address receives the newsletter (confirmed and not unsubscribed). */
  async isSubscribed(email: string): Promise<boolean> {
    const rows = await this.dataSource.query<{ status: string }[]>(`SELECT status FROM newsletter_subscribers WHERE email = $1`, [email]);
    return rows[0]?.status === 'active';
  }

  /** Single use: the confirmation hash is cleared. Links older than the TTL are refused. */
  async confirm(token: string): Promise<void> {
    const [, updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE newsletter_subscribers
       SET status = 'active', confirmed_at = now(), confirm_token_hash = NULL
       WHERE confirm_token_hash = $1 AND status = 'pending'
         AND confirmation_sent_at > now() - make_interval(hours => $2)`,
      [hashSecureToken(token), NEWSLETTER_CONFIRM_TTL_HOURS],
    );
    if (updated === 0) throw invalidToken();
  }

  /** Works without signing in and stays valid: following the link again is harmless. */
  async unsubscribe(token: string): Promise<void> {
    const [, updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE newsletter_subscribers
       SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now()), confirm_token_hash = NULL
       WHERE unsubscribe_token_hash = $1`,
      [hashSecureToken(token)],
    );
    if (updated === 0) throw invalidToken();
  }

  /** In the subscriber's language: English pages live under '/en/'. */
  private link(action: 'confirm' | 'unsubscribe', token: string, language: Language): string {
    return `${this.config.appBaseUrl}${pathInLanguage(`/newsletter/${action}?token=${encodeURIComponent(token)}`, language)}`;
  }
}

function invalidToken(): AppError {
  return new AppError(400, 'INVALID_TOKEN', 'This link is invalid or has expired');
}

import type { Language } from '@harman/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SubscriberStatus = 'pending' | 'active' | 'unsubscribed';

/** Double opt-in subscriber. Tokens are kept only as SHA-256 hashes (hex); the raw value exists only in the mail. */
@Entity({ name: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { unique: true }) email!: string;
  @Column('text') language!: Language;
  @Column('text', { default: 'pending' }) status!: SubscriberStatus;
  @Column('text', { name: 'confirm_token_hash', nullable: true }) confirmTokenHash!: string | null;
  @Column('text', { name: 'unsubscribe_token_hash', nullable: true }) unsubscribeTokenHash!: string | null;
  @Column('timestamptz', { name: 'confirmation_sent_at', nullable: true }) confirmationSentAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'confirmed_at', nullable: true }) confirmedAt!: Date | null;
  @Column('timestamptz', { name: 'unsubscribed_at', nullable: true }) unsubscribedAt!: Date | null;
}

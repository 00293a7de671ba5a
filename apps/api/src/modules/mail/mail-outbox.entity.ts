import type { Language } from '@harman/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A mail to send, written in the same transaction as the change that causes it, so a committed change always
 * gets its mail (the relay re-enqueues what the queue lost) and a rolled-back one never does.
 */
@Entity({ name: 'mail_outbox' })
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { name: 'to_address' }) toAddress!: string;
  @Column('text') template!: string;
  @Column('text') language!: Language;
  @Column('jsonb') payload!: Record<string, unknown>;
  @Column('text', { default: 'pending' }) status!: MailStatus;
  @Column('integer', { default: 0 }) attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
}

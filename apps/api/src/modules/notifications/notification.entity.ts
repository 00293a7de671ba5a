import type { LocalizedText, NotificationType } from '@harman/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One notification of one user (migration 1732840000000). `seq` is the stream's event id. */
@Entity({ name: 'notifications' })
export class NotificationRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'bigint', insert: false, update: false, transformer: { to: (v: unknown) => v, from: (v: unknown) => Number(v) } })
  seq!: number;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'event_id' }) eventId!: string;
  @Column('text') type!: NotificationType;
  @Column('jsonb') title!: LocalizedText;
  @Column('jsonb') message!: LocalizedText;
  @Column('jsonb', { default: {} }) data!: { url?: string | null };
  @Column('timestamptz', { name: 'read_at', nullable: true }) readAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

import type { Language } from '@harman/contracts';
import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

export type FormRowStatus = 'pending' | 'read' | 'replied' | 'archived';

/**
 * Columns every public form row has: who sent it (e-mail, address, user agent), in which language, and where
 * staff are with it. Text columns of the subclasses hold HTML-escaped text.
 */
export abstract class PublicFormRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text') language!: Language;
  @Column('text', { name: 'ip_address' }) ipAddress!: string;
  @Column('text', { name: 'user_agent', default: '' }) userAgent!: string;
  @Column('text', { default: 'pending' }) status!: FormRowStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

import type { Language, UserRole } from '@harman/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserStatus = 'active' | 'disabled';

/**
 * A customer or staff member. The e-mail is stored lower-cased (one account per address); the password only as an
 * argon2id PHC string; TOTP seeds only encrypted (secret-box). Never serialised as is: responses map the fields
 * they show.
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text', { default: 'user' }) role!: UserRole;
  @Column('text', { default: 'active' }) status!: UserStatus;
  @Column('text', { name: 'full_name' }) fullName!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('date', { name: 'date_of_birth', nullable: true }) dateOfBirth!: string | null;
  @Column('text', { nullable: true }) bio!: string | null;
  @Column('boolean', { default: false }) newsletter!: boolean;
  @Column('boolean', { name: 'sms_notifications', default: false }) smsNotifications!: boolean;
  @Column('boolean', { name: 'order_updates', default: true }) orderUpdates!: boolean;
  @Column('text', { default: 'tr' }) language!: Language;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt!: Date | null;
  @Column('timestamptz', { name: 'password_changed_at' }) passwordChangedAt!: Date;
  @Column('text', { name: 'totp_secret_enc', nullable: true }) totpSecretEnc!: string | null;
  @Column('timestamptz', { name: 'totp_enabled_at', nullable: true }) totpEnabledAt!: Date | null;
  /** The last TOTP time step accepted: a code of that step or earlier is a replay. */
  @Column('bigint', { name: 'totp_last_step', nullable: true, transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) } })
  totpLastStep!: number | null;
  @Column('text', { name: 'totp_pending_secret_enc', nullable: true }) totpPendingSecretEnc!: string | null;
  @Column('timestamptz', { name: 'totp_pending_at', nullable: true }) totpPendingAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

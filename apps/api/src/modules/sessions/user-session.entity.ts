import { Column, Entity, PrimaryColumn } from 'typeorm';

export type SessionEndReason =
  | 'signed_out'
  | 'ended_by_user'
  | 'ended_other_sessions'
  | 'password_changed'
  | 'password_reset'
  | 'refresh_reuse'
  | 'idle_timeout'
  | 'expired'
  | 'user_disabled'
  | 'ended_by_admin'
  | 'role_changed';

/** One sign-in: the family of its rotating refresh tokens, with the device and last use its owner sees. */
@Entity({ name: 'user_sessions' })
export class UserSession {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'last_used_at' }) lastUsedAt!: Date;
  /** Absolute end (created + AUTH_SESSION_ABSOLUTE_HOURS), whatever the activity. */
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  /** Signed in with a second factor (aal2): admin routes need it. */
  @Column('boolean', { name: 'mfa_verified', default: false }) mfaVerified!: boolean;
  @Column('text', { name: 'user_agent', default: '' }) userAgent!: string;
  @Column('text', { nullable: true }) ip!: string | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('text', { name: 'revoked_reason', nullable: true }) revokedReason!: SessionEndReason | null;
}

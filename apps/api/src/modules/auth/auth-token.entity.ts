import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuthTokenPurpose = 'verify_email' | 'reset_password';

/** A mailed link's token, by its SHA-256: single use (`usedAt`) and expiring. */
@Entity({ name: 'auth_tokens' })
export class AuthToken {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') purpose!: AuthTokenPurpose;
  @Column('text', { name: 'token_hash' }) tokenHash!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
}

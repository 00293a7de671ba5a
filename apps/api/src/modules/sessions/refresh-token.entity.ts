import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A refresh token, by its SHA-256. `rotatedAt` set: it was exchanged once, and must never come back. */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryColumn('text', { name: 'token_hash' }) tokenHash!: string;
  @Column('uuid', { name: 'session_id' }) sessionId!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'rotated_at', nullable: true }) rotatedAt!: Date | null;
}

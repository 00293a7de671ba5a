import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A single-use recovery code, kept as a keyed hash (HMAC) so a database copy alone cannot test guesses. */
@Entity({ name: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'code_hash' }) codeHash!: string;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
}

import type { RemoteName } from '@harman/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One published build of a remote; partial unique indexes keep at most one active and at most one canary per
 * remote (the canary is never the active one).
 */
@Entity({ name: 'remote_releases' })
export class RemoteRelease {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') remote!: RemoteName;
  @Column('text') version!: string;
  @Column('text', { name: 'manifest_url' }) manifestUrl!: string;
  @Column('boolean', { default: false }) active!: boolean;
  /** The share of visitors (their cohort below it) who get this release instead of the active one. */
  @Column('smallint', { name: 'canary_percent', nullable: true }) canaryPercent!: number | null;
  /** When it became the canary: its health counts from then. */
  @Column('timestamptz', { name: 'canary_started_at', nullable: true }) canaryStartedAt!: Date | null;
  @Column('text', { name: 'deployed_by', nullable: true }) deployedBy!: string | null;
  /** When a canary was ended without being promoted, why, and whether the health rule did it. */
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
  @Column('text', { name: 'end_reason', nullable: true }) endReason!: string | null;
  @Column('boolean', { name: 'ended_automatically', default: false }) endedAutomatically!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

import type { RemoteName } from '@harman/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One published build of a remote; a partial unique index keeps at most one active per remote. */
@Entity({ name: 'remote_releases' })
export class RemoteRelease {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') remote!: RemoteName;
  @Column('text') version!: string;
  @Column('text', { name: 'manifest_url' }) manifestUrl!: string;
  @Column('boolean', { default: false }) active!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

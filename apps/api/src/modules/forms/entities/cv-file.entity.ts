import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CvContentType } from '../cv/cv-content';

/** A stored CV: the bytes sit in private storage under `storageKey`; the name is kept only for the download. */
@Entity({ name: 'cv_files' })
export class CvFile {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { name: 'storage_key' }) storageKey!: string;
  @Column('text', { name: 'original_name' }) originalName!: string;
  @Column('text', { name: 'content_type' }) contentType!: CvContentType;
  @Column('integer', { name: 'size_bytes' }) sizeBytes!: number;
  @Column('text') sha256!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

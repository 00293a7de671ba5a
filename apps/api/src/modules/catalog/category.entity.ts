import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A shop category; a child (single origin, blends, …) counts towards its parent's tab. */
@Entity({ name: 'categories' })
export class Category {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'name_en' }) nameEn!: string;
  @Column('text', { unique: true }) slug!: string;
  @Column('text') description!: string;
  @Column('text', { name: 'description_en' }) descriptionEn!: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl!: string | null;
  @Column('uuid', { name: 'parent_id', nullable: true }) parentId!: string | null;
  @Column('integer', { name: 'sort_order', default: 0 }) sortOrder!: number;
  @Column('boolean', { name: 'is_active', default: true }) isActive!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

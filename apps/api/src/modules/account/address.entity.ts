import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type AddressType = 'home' | 'work' | 'other';

@Entity({ name: 'addresses' })
export class AddressRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') title!: string;
  @Column('text', { name: 'full_name' }) fullName!: string;
  @Column('text') phone!: string;
  @Column('text') address!: string;
  @Column('text') city!: string;
  /** İlçe (district). */
  @Column('text') state!: string;
  @Column('text', { name: 'postal_code' }) postalCode!: string;
  @Column('text') country!: string;
  @Column('text') type!: AddressType;
  @Column('boolean', { name: 'is_default', default: false }) isDefault!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

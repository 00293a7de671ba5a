import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'product_variants' })
export class ProductVariant {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'name_en' }) nameEn!: string;
  @Column('text', { unique: true }) sku!: string;
  /** Kuruş. */
  @Column('integer') price!: number;
  @Column('integer', { name: 'sort_order', default: 0 }) sortOrder!: number;
}

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'product_images' })
export class ProductImage {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text') url!: string;
  @Column('text', { name: 'alt_text' }) altText!: string;
  @Column('integer', { name: 'sort_order', default: 0 }) sortOrder!: number;
  @Column('boolean', { name: 'is_primary', default: false }) isPrimary!: boolean;
}

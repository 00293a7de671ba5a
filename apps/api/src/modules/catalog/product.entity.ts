import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Money columns are integer kuruş. */
@Entity({ name: 'products' })
export class Product {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'name_en' }) nameEn!: string;
  @Column('text', { nullable: true }) subtitle!: string | null;
  @Column('text', { name: 'subtitle_en', nullable: true }) subtitleEn!: string | null;
  @Column('text', { unique: true }) slug!: string;
  @Column('text', { unique: true }) sku!: string;
  @Column('text') description!: string;
  @Column('text', { name: 'description_en' }) descriptionEn!: string;
  @Column('text', { name: 'detailed_description' }) detailedDescription!: string;
  @Column('text', { name: 'detailed_description_en' }) detailedDescriptionEn!: string;
  @Column('uuid', { name: 'category_id' }) categoryId!: string;
  @Column('integer', { name: 'base_price' }) basePrice!: number;
  @Column('integer', { name: 'compare_price', nullable: true }) comparePrice!: number | null;
  @Column('text', { default: 'TRY' }) currency!: 'TRY';
  @Column('integer') weight!: number;
  @Column('text', { array: true, default: () => "'{}'" }) tags!: string[];
  @Column('text', { name: 'tags_en', array: true, default: () => "'{}'" }) tagsEn!: string[];
  @Column('text', { array: true, default: () => "'{}'" }) colors!: string[];
  @Column('boolean', { default: false }) featured!: boolean;
  @Column('boolean', { default: false }) bestseller!: boolean;
  @Column('boolean', { name: 'new_product', default: false }) newProduct!: boolean;
  @Column('boolean', { name: 'on_sale', default: false }) onSale!: boolean;
  @Column('boolean', { name: 'is_active', default: true }) isActive!: boolean;
  /** Computed from reviews once they exist; `numeric` arrives as a string from pg. */
  @Column('numeric', { name: 'rating_avg', precision: 3, scale: 2, nullable: true }) ratingAvg!: string | null;
  @Column('integer', { name: 'review_count', default: 0 }) reviewCount!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

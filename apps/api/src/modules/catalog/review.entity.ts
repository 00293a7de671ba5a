import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A customer's review of a product, one per (product, user). Text columns hold HTML-escaped text. The product's
 * `rating_avg` and `review_count` follow these rows through a database trigger.
 */
@Entity({ name: 'reviews' })
export class Review {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('smallint') rating!: number;
  @Column('text', { nullable: true }) title!: string | null;
  @Column('text') body!: string;
  @Column('text', { name: 'author_name' }) authorName!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

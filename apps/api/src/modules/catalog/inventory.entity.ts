import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Stock of one SKU at one location; the database refuses negative quantities. */
@Entity({ name: 'inventory' })
export class Inventory {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('text') sku!: string;
  @Column('integer') quantity!: number;
  @Column('integer', { name: 'reserved_quantity', default: 0 }) reservedQuantity!: number;
  @Column('text') location!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

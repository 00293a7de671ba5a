import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 'Stoğa gelince haber ver': a customer waiting for a sold-out product; `notifiedAt` once stock returned, by the stock event `eventId`. */
@Entity({ name: 'back_in_stock_requests' })
export class BackInStockRequest {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'notified_at', nullable: true }) notifiedAt!: Date | null;
  /** The stock event that told this requester (migration 1733600000000): its fan-out's audience. */
  @Column('uuid', { name: 'event_id', nullable: true }) eventId!: string | null;
}

import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'favourites' })
export class Favourite {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @PrimaryColumn('uuid', { name: 'product_id' }) productId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

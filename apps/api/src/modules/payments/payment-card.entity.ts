import type { CardBrand } from '@harman/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A saved card as the provider describes it: no number, no CVC (PCI DSS 3.3, 3.4). */
@Entity({ name: 'payment_cards' })
export class PaymentCard {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') provider!: string;
  @Column('text', { name: 'provider_token' }) providerToken!: string;
  @Column('text') brand!: CardBrand;
  @Column('text') last4!: string;
  @Column('smallint', { name: 'exp_month' }) expMonth!: number;
  @Column('smallint', { name: 'exp_year' }) expYear!: number;
  @Column('text', { name: 'holder_name' }) holderName!: string;
  @Column('boolean', { name: 'is_default', default: false }) isDefault!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

import { Column, Entity } from 'typeorm';
import { PublicFormRow } from './public-form-row';

@Entity({ name: 'wholesale_applications' })
export class WholesaleApplication extends PublicFormRow {
  @Column('text', { name: 'business_name' }) businessName!: string;
  @Column('text', { name: 'contact_name' }) contactName!: string;
  @Column('text') phone!: string;
  @Column('text', { name: 'business_type' }) businessType!: string;
  @Column('text', { name: 'monthly_volume', nullable: true }) monthlyVolume!: string | null;
  @Column('text', { nullable: true }) message!: string | null;
}

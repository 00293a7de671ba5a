import { Column, Entity } from 'typeorm';
import { PublicFormRow } from './public-form-row';

@Entity({ name: 'franchise_applications' })
export class FranchiseApplication extends PublicFormRow {
  @Column('text') name!: string;
  @Column('text') phone!: string;
  @Column('text') city!: string;
  @Column('text', { nullable: true }) experience!: string | null;
  @Column('text', { nullable: true }) investment!: string | null;
  @Column('text', { nullable: true }) message!: string | null;
}

import { Column, Entity } from 'typeorm';
import { PublicFormRow } from './public-form-row';

@Entity({ name: 'career_applications' })
export class CareerApplication extends PublicFormRow {
  @Column('text') name!: string;
  @Column('text') phone!: string;
  @Column('text') position!: string;
  @Column('text', { nullable: true }) experience!: string | null;
  @Column('text', { nullable: true }) location!: string | null;
  @Column('text', { nullable: true }) message!: string | null;
  @Column('uuid', { name: 'cv_file_id', nullable: true }) cvFileId!: string | null;
}

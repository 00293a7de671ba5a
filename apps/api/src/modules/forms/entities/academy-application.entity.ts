import { Column, Entity } from 'typeorm';
import { PublicFormRow } from './public-form-row';

@Entity({ name: 'academy_applications' })
export class AcademyApplication extends PublicFormRow {
  @Column('text') name!: string;
  @Column('text') phone!: string;
  @Column('text', { nullable: true }) course!: string | null;
  @Column('text', { nullable: true }) experience!: string | null;
  @Column('text', { nullable: true }) goals!: string | null;
  @Column('text', { nullable: true }) message!: string | null;
}

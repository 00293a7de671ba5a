import { Column, Entity } from 'typeorm';
import { PublicFormRow } from './public-form-row';

/** A contact message (spec §3: table form_submissions). */
@Entity({ name: 'form_submissions' })
export class FormSubmission extends PublicFormRow {
  @Column('text', { name: 'full_name' }) fullName!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text') message!: string;
}

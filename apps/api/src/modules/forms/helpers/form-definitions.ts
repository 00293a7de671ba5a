import type {
  AcademyForm,
  CareersForm,
  ContactForm,
  FormKind,
  FranchiseForm,
  WholesaleForm,
} from '@harman/contracts';
import type { EntityTarget } from 'typeorm';
import { escapeHtml } from '../../../common/utils/escape-html';
import { AcademyApplication } from '../entities/academy-application.entity';
import { CareerApplication } from '../entities/career-application.entity';
import { FormSubmission } from '../entities/form-submission.entity';
import { FranchiseApplication } from '../entities/franchise-application.entity';
import type { PublicFormRow } from '../entities/public-form-row';
import { WholesaleApplication } from '../entities/wholesale-application.entity';

/** A labelled value for the staff alert (labels in the alert's language, English). */
export interface AlertField {
  label: string;
  value: string;
}

/**
 * What differs between the forms: the table, the row (text HTML-escaped before it is stored, spec §5; the
 * e-mail and phone are stored as validated), the name the receipt greets, and the staff alert's fields (the
 * sender's own words: the mail layout escapes them for HTML).
 */
export interface FormDefinition<T extends { email: string }> {
  kind: FormKind;
  entity: EntityTarget<PublicFormRow>;
  row(input: T): Record<string, unknown>;
  senderName(input: T): string;
  alertFields(input: T): AlertField[];
}

const escaped = (value: string | undefined) => (value === undefined ? null : escapeHtml(value));
const shown = (value: string | undefined) => value ?? '-';

export const CONTACT_FORM: FormDefinition<ContactForm> = {
  kind: 'contact',
  entity: FormSubmission,
  row: (input) => ({ fullName: escapeHtml(input.full_name), phone: input.phone ?? null, message: escapeHtml(input.message) }),
  senderName: (input) => input.full_name,
  alertFields: (input) => [
    { label: 'Name', value: input.full_name },
    { label: 'E-mail', value: input.email },
    { label: 'Phone', value: shown(input.phone) },
    { label: 'Message', value: input.message },
  ],
};

export const FRANCHISE_FORM: FormDefinition<FranchiseForm> = {
  kind: 'franchise',
  entity: FranchiseApplication,
  row: (input) => ({
    name: escapeHtml(input.name),
    phone: input.phone,
    city: input.city,
    experience: input.experience ?? null,
    investment: input.investment ?? null,
    message: escaped(input.message),
  }),
  senderName: (input) => input.name,
  alertFields: (input) => [
    { label: 'Name', value: input.name },
    { label: 'E-mail', value: input.email },
    { label: 'Phone', value: input.phone },
    { label: 'City', value: input.city },
    { label: 'Experience', value: shown(input.experience) },
    { label: 'Investment', value: shown(input.investment) },
    { label: 'Message', value: shown(input.message) },
  ],
};

export const ACADEMY_FORM: FormDefinition<AcademyForm> = {
  kind: 'academy',
  entity: AcademyApplication,
  row: (input) => ({
    name: escapeHtml(input.name),
    phone: input.phone,
    course: input.course ?? null,
    experience: input.experience ?? null,
    goals: input.goals ?? null,
    message: escaped(input.message),
  }),
  senderName: (input) => input.name,
  alertFields: (input) => [
    { label: 'Name', value: input.name },
    { label: 'E-mail', value: input.email },
    { label: 'Phone', value: input.phone },
    { label: 'Course', value: shown(input.course) },
    { label: 'Experience', value: shown(input.experience) },
    { label: 'Goals', value: shown(input.goals) },
    { label: 'Message', value: shown(input.message) },
  ],
};

export const WHOLESALE_FORM: FormDefinition<WholesaleForm> = {
  kind: 'wholesale',
  entity: WholesaleApplication,
  row: (input) => ({
    businessName: escapeHtml(input.businessName),
    contactName: escapeHtml(input.contactName),
    phone: input.phone,
    businessType: input.businessType,
    monthlyVolume: input.monthlyVolume ?? null,
    message: escaped(input.message),
  }),
  senderName: (input) => input.contactName,
  alertFields: (input) => [
    { label: 'Business', value: input.businessName },
    { label: 'Contact', value: input.contactName },
    { label: 'E-mail', value: input.email },
    { label: 'Phone', value: input.phone },
    { label: 'Business type', value: input.businessType },
    { label: 'Monthly volume (kg)', value: shown(input.monthlyVolume) },
    { label: 'Message', value: shown(input.message) },
  ],
};

/** The careers row gets its `cvFileId` from the upload, beside these fields. */
export const CAREERS_FORM: FormDefinition<CareersForm> = {
  kind: 'careers',
  entity: CareerApplication,
  row: (input) => ({
    name: escapeHtml(input.name),
    phone: input.phone,
    position: input.position,
    experience: input.experience ?? null,
    location: input.location ?? null,
    message: escaped(input.message),
  }),
  senderName: (input) => input.name,
  alertFields: (input) => [
    { label: 'Name', value: input.name },
    { label: 'E-mail', value: input.email },
    { label: 'Phone', value: input.phone },
    { label: 'Position', value: input.position },
    { label: 'Experience', value: shown(input.experience) },
    { label: 'Location', value: shown(input.location) },
    { label: 'Message', value: shown(input.message) },
  ],
};

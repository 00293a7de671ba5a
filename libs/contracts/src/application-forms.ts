import { z } from 'zod';
import {
  emailField,
  formLanguageField,
  optionalMessageField,
  optionalChoice,
  personNameField,
  requiredChoice,
  requiredPhoneField,
  shortTextField,
} from './form-fields';

/** Enumerations of spec §3, as the values the api stores; the forms translate them. */
export const FRANCHISE_CITIES = ['istanbul', 'ankara', 'izmir', 'bursa', 'antalya', 'adana', 'gaziantep', 'konya', 'other'] as const;
export const FRANCHISE_EXPERIENCE = ['none', 'some', 'experienced', 'very-experienced', 'business-owner'] as const;
export const FRANCHISE_INVESTMENT = ['50-100k', '100-200k', '200-300k', '300k+'] as const;

export const ACADEMY_COURSES = [
  'coffee-basics',
  'barista-training',
  'roasting-mastery',
  'sensory-analysis',
  'latte-art',
  'business-management',
  'workshop',
] as const;
export type AcademyCourse = (typeof ACADEMY_COURSES)[number];
/** Course length in hours (the workshop is listed separately: see `ACADEMY_WORKSHOPS`). */
export const ACADEMY_COURSE_HOURS: Record<Exclude<AcademyCourse, 'workshop'>, number> = {
  'coffee-basics': 40,
  'barista-training': 60,
  'roasting-mastery': 50,
  'sensory-analysis': 30,
  'latte-art': 25,
  'business-management': 35,
};
/** Workshop types with their times (spec §9). */
export const ACADEMY_WORKSHOPS = [
  { id: 'saturday', time: '10:00-14:00', hours: '4' },
  { id: 'sunday', time: '14:00-17:00', hours: '3' },
  { id: 'corporate', time: null, hours: '2-6' },
] as const;
export const ACADEMY_EXPERIENCE = ['none', 'hobby', 'some', 'professional', 'expert'] as const;
export const ACADEMY_GOALS = ['hobby', 'career', 'business', 'skill'] as const;

export const WHOLESALE_BUSINESS_TYPES = ['cafe', 'restaurant', 'hotel', 'office', 'retail', 'online', 'other'] as const;
/** Kilograms per month. */
export const WHOLESALE_MONTHLY_VOLUMES = ['10-50', '50-100', '100-250', '250-500', '500+'] as const;

export const CAREER_POSITIONS = ['barista', 'store-manager', 'marketing', 'quality-control', 'other'] as const;
export const CAREER_EXPERIENCE = ['entry', 'junior', 'mid', 'senior'] as const;
export const CAREER_LOCATIONS = ['istanbul', 'ankara', 'izmir', 'bursa', 'antalya', 'other'] as const;

/** Free-text message of the application forms: optional, bounded, never markup. */
const APPLICATION_MESSAGE_MAX = 1000;

/** Spec §5: name, email, phone and city are required. */
export const franchiseFormSchema = z
  .object({
    name: personNameField(),
    email: emailField(),
    phone: requiredPhoneField(),
    city: requiredChoice(FRANCHISE_CITIES),
    experience: optionalChoice(FRANCHISE_EXPERIENCE),
    investment: optionalChoice(FRANCHISE_INVESTMENT),
    message: optionalMessageField(APPLICATION_MESSAGE_MAX),
    language: formLanguageField(),
  })
  .strict();
export type FranchiseFormInput = z.input<typeof franchiseFormSchema>;
export type FranchiseForm = z.output<typeof franchiseFormSchema>;

/** Spec §5: name, email and phone are required. */
export const academyFormSchema = z
  .object({
    name: personNameField(),
    email: emailField(),
    phone: requiredPhoneField(),
    course: optionalChoice(ACADEMY_COURSES),
    experience: optionalChoice(ACADEMY_EXPERIENCE),
    goals: optionalChoice(ACADEMY_GOALS),
    message: optionalMessageField(APPLICATION_MESSAGE_MAX),
    language: formLanguageField(),
  })
  .strict();
export type AcademyFormInput = z.input<typeof academyFormSchema>;
export type AcademyForm = z.output<typeof academyFormSchema>;

/** The wholesale 'Yetkili kişi': a person's name, with messages naming this field (the default ones say 'Ad Soyad'). */
const CONTACT_PERSON_MESSAGES = {
  required: 'errors.contactNameRequired',
  min: 'errors.contactNameMin',
  max: 'errors.contactNameMax',
  invalid: 'errors.contactNameInvalid',
};

/** Spec §5: businessName, contactName, email, phone and businessType are required. */
export const wholesaleFormSchema = z
  .object({
    businessName: shortTextField('errors.businessNameRequired'),
    contactName: personNameField(CONTACT_PERSON_MESSAGES),
    email: emailField(),
    phone: requiredPhoneField(),
    businessType: requiredChoice(WHOLESALE_BUSINESS_TYPES),
    monthlyVolume: optionalChoice(WHOLESALE_MONTHLY_VOLUMES),
    message: optionalMessageField(APPLICATION_MESSAGE_MAX),
    language: formLanguageField(),
  })
  .strict();
export type WholesaleFormInput = z.input<typeof wholesaleFormSchema>;
export type WholesaleForm = z.output<typeof wholesaleFormSchema>;

/**
 * The text fields of a careers application (spec §5: name, email, phone and position are required). The CV
 * travels beside them in the same multipart request: see `CV_RULES`.
 */
export const careersFormSchema = z
  .object({
    name: personNameField(),
    email: emailField(),
    phone: requiredPhoneField(),
    position: requiredChoice(CAREER_POSITIONS),
    experience: optionalChoice(CAREER_EXPERIENCE),
    location: optionalChoice(CAREER_LOCATIONS),
    message: optionalMessageField(APPLICATION_MESSAGE_MAX),
    language: formLanguageField(),
  })
  .strict();
export type CareersFormInput = z.input<typeof careersFormSchema>;
export type CareersForm = z.output<typeof careersFormSchema>;

/**
 * CV upload: .pdf, .doc or .docx, at most 5 MiB. The browser checks the name and size for a quick answer;
 * the api decides by the file's content (its own signature checks), never by the name or the browser's type.
 */
export const CV_RULES = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['.pdf', '.doc', '.docx'],
  accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** The browser's quick check of a chosen CV: the message key, or null when it may be sent. */
export function cvClientError(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!CV_RULES.extensions.some((extension) => name.endsWith(extension))) return 'errors.cvType';
  if (file.size === 0) return 'errors.cvEmpty';
  if (file.size > CV_RULES.maxBytes) return 'errors.cvTooLarge';
  return null;
}

import { z } from 'zod';
import { MINIMUM_ACCOUNT_AGE } from './constants';
import { secondFactorCodeField, totpCodeField } from './auth';
import { LOGIN_PASSWORD_MAX_LENGTH } from './password-policy';

/**
 * The customer dashboard: profile, addresses, security and sessions. Messages are keys of the front ends'
 * `validation` table, as in `auth.ts`.
 */

/** Text a person types: no control characters and no markup brackets (React escapes anyway; mails may not). */
const plainText = (max: number, requiredKey?: string) => {
  const base = z.string({ error: requiredKey ?? 'invalid' }).trim();
  const required = requiredKey ? base.min(1, { message: requiredKey, abort: true }) : base;
  return required.max(max, { message: 'tooLong', abort: true }).regex(/^[^\p{Cc}<>{}]*$/u, 'invalidCharacters');
};

const multilineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'tooLong', abort: true })
    .regex(/^[^<>{}]*$/, { message: 'invalidCharacters', abort: true })
    // Line breaks are welcome in a bio; other control characters are not.
    .refine((value) => !/(?![\t\n\r])\p{Cc}/u.test(value), 'invalidCharacters');

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;
export const phoneField = z
  .string()
  .trim()
  .max(20, { message: 'phoneInvalid', abort: true })
  .regex(PHONE_PATTERN, 'phoneInvalid');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole years between a birth date and `today` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Optional: '' means "not given". Accounts are for people of 18 or over (spec §6), so the date must say so. */
const dateOfBirthField = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), { message: 'dateInvalid', abort: true })
  .refine((value) => value === '' || value >= '1900-01-01', { message: 'dateInvalid', abort: true })
  .refine((value) => value === '' || ageOn(value, todayIso()) >= MINIMUM_ACCOUNT_AGE, 'dateOfBirthUnder18');

export const contactPreferencesSchema = z
  .object({ newsletter: z.boolean(), smsNotifications: z.boolean(), orderUpdates: z.boolean() })
  .strict();
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

/** `PATCH /api/account/profile` and the profile form. The e-mail is not editable, the role never. */
export const updateProfileSchema = z
  .object({
    firstName: plainText(50, 'firstNameRequired'),
    lastName: plainText(50, 'lastNameRequired'),
    phone: z.union([z.literal(''), phoneField]),
    dateOfBirth: dateOfBirthField,
    bio: multilineText(500),
    preferences: contactPreferencesSchema,
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  bio: z.string().nullable(),
  preferences: contactPreferencesSchema,
  /** Same-origin url of the picture (it changes when the picture does), or null. */
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export const avatarResultSchema = z.object({ avatarUrl: z.string() });

// Addresses ------------------------------------------------------------------------------------------

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const DEFAULT_COUNTRY = 'Türkiye';
export const ADDRESS_LIMIT = 20;

/** `POST /api/account/addresses`, `PUT /api/account/addresses/:id` and the address form. */
export const addressInputSchema = z
  .object({
    title: plainText(50, 'required'),
    fullName: plainText(100, 'required'),
    phone: z.string().trim().min(1, { message: 'required', abort: true }).pipe(phoneField),
    address: plainText(300, 'required'),
    city: plainText(60, 'required'),
    state: plainText(60, 'required'),
    postalCode: z
      .string()
      .trim()
      .min(1, { message: 'required', abort: true })
      .regex(/^[A-Za-z0-9 -]{3,10}$/, 'postalCodeInvalid'),
    country: plainText(60, 'required'),
    type: z.enum(ADDRESS_TYPES),
    isDefault: z.boolean(),
  })
  .strict();
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = addressInputSchema.extend({ id: z.string(), createdAt: z.iso.datetime() });
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

/** A path id: a UUID, so `1`, `../1` or `abc%00` are refused before any query. */
export const uuidParamSchema = z.uuid();

// Security and sessions ------------------------------------------------------------------------------

export const securitySummarySchema = z.object({
  emailVerified: z.boolean(),
  totpEnabled: z.boolean(),
  /** Admins cannot turn two-factor off. */
  totpRequired: z.boolean(),
  recoveryCodesRemaining: z.number().int(),
  passwordChangedAt: z.iso.datetime(),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

const currentPasswordField = z
  .string({ error: 'currentPasswordRequired' })
  .min(1, 'currentPasswordRequired')
  .max(LOGIN_PASSWORD_MAX_LENGTH);

/** Turning two-factor on starts with the password (re-authentication, ASVS 7.5.1). */
export const totpSetupRequestSchema = z.object({ password: currentPasswordField }).strict();
export const totpEnableSchema = z.object({ code: totpCodeField }).strict();
/** Turning it off needs both the password and a current code (or a recovery code). */
export const totpDisableSchema = z.object({ password: currentPasswordField, code: secondFactorCodeField }).strict();

export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. 'Chrome · Linux'. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;
export const endedSessionsSchema = z.object({ ended: z.number().int() });

import { z } from 'zod';
import { CONTACT_LIMITS, LANGUAGES } from './constants';

/**
 * Field rules the public forms share. Every message is a translation key of the storefront's `forms`
 * namespace: the browser shows it translated, and the api answers the same key in `fields`, so both
 * sides speak with one voice.
 */

/** Names carry no markup or template braces and no control characters (CR/LF would reach mail headers). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed or refused
const NAME_FORBIDDEN = /[<>{}\u0000-\u001f\u007f]/;
/** Digits, plus, hyphen, space and parentheses. */
const PHONE_PATTERN = /^[0-9+\-\s()]+$/;
/** The usual address pattern; only run on bounded input (see `emailField`). */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/**
 * Script tags, `javascript:` and inline `onclick`/`onerror` handlers. For the first two whitespace is removed
 * first, so `< script` and `java script:` are caught; every check stays linear in the input's length.
 */
export function containsUnsafeMarkup(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toLowerCase();
  return (
    compact.includes('<script') ||
    compact.includes('</script') ||
    compact.includes('javascript:') ||
    /\bon(?:click|error)\b/i.test(value)
  );
}

export function isEmailAddress(value: string): boolean {
  return value.length <= CONTACT_LIMITS.emailMax && EMAIL_PATTERN.test(value);
}

/** A required text: the required message for a missing value as for blank text. */
const requiredText = (requiredKey: string) => z.string({ error: requiredKey }).trim().min(1, requiredKey);

/** The messages of a person's name field, by the field they name. */
export interface PersonNameMessages {
  required: string;
  min: string;
  max: string;
  invalid: string;
}

/** 'Ad Soyad' (spec copy, the contact form's). */
const FULL_NAME_MESSAGES: PersonNameMessages = { required: 'errors.nameRequired', min: 'errors.nameMin', max: 'errors.nameMax', invalid: 'errors.nameInvalid' };

/** A person's name: 2 to 100 characters, no angle brackets, braces or control characters; 'Ad Soyad' messages unless told. */
export function personNameField(messages: PersonNameMessages = FULL_NAME_MESSAGES) {
  return requiredText(messages.required)
    .min(CONTACT_LIMITS.nameMin, messages.min)
    .max(CONTACT_LIMITS.nameMax, messages.max)
    .refine((value) => !NAME_FORBIDDEN.test(value), messages.invalid);
}

/** Another required short text (a business name): same safety rules as a person's name. */
export function shortTextField(requiredKey = 'errors.required') {
  return requiredText(requiredKey)
    .min(CONTACT_LIMITS.nameMin, 'errors.textMin')
    .max(CONTACT_LIMITS.nameMax, 'errors.textMax')
    .refine((value) => !NAME_FORBIDDEN.test(value), 'errors.nameInvalid');
}

/** Required, at most 255 characters, the usual pattern. Trimmed; the case is kept as typed. */
export function emailField() {
  return requiredText('errors.emailRequired')
    .max(CONTACT_LIMITS.emailMax, 'errors.emailTooLong')
    .refine((value) => value.length > CONTACT_LIMITS.emailMax || isEmailAddress(value), 'errors.emailInvalid');
}

const phoneRules = (schema: z.ZodString) =>
  schema
    .min(CONTACT_LIMITS.phoneMin, 'errors.phoneInvalid')
    .max(CONTACT_LIMITS.phoneMax, 'errors.phoneInvalid')
    .regex(PHONE_PATTERN, 'errors.phoneInvalid');

export function requiredPhoneField() {
  return phoneRules(requiredText('errors.phoneRequired'));
}

/** Optional: an empty field means no phone number. */
export function optionalPhoneField() {
  return z
    .string({ error: 'errors.phoneInvalid' })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(phoneRules(z.string()).optional());
}

const boundedText = (min: number, max: number, minKey: string, maxKey: string) =>
  z
    .string()
    .min(min, minKey)
    .max(max, maxKey)
    .refine((value) => !containsUnsafeMarkup(value), 'errors.messageUnsafe');

/** The contact message: required, bounded, and never markup (no script tags or inline handlers). */
export function requiredMessageField(min: number, max: number) {
  return requiredText('errors.messageRequired').pipe(boundedText(min, max, 'errors.messageMin', 'errors.messageMax'));
}

/** An application's free text: optional (empty means none), bounded, and never markup. */
export function optionalMessageField(max: number) {
  return z
    .string({ error: 'errors.longTextMax' })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(boundedText(2, max, 'errors.textMin', 'errors.longTextMax').optional());
}

/** A select the visitor must answer ('' is the placeholder option). */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: 'errors.choiceRequired' });
}

/** A select that may stay on its placeholder. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(''), z.enum(values)], { error: 'errors.choiceInvalid' })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** The language the receipt mail is written in. */
export const formLanguageField = () => z.enum(LANGUAGES).default('tr');

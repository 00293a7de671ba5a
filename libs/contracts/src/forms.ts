import { z } from 'zod';
import { CONTACT_LIMITS } from './constants';
import {
  emailField,
  formLanguageField,
  requiredMessageField,
  optionalPhoneField,
  personNameField,
} from './form-fields';

/** The five public forms; each has its own table, its own limits and its own mails. */
export const FORM_KINDS = ['contact', 'franchise', 'academy', 'wholesale', 'careers'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * Submissions per hour, counted by the api per form over sliding one-hour windows (spec §9: 5 per e-mail,
 * 10 per address; a submission counts for the hour after it). When the limit store cannot be reached the
 * visitor counts as not limited with `perEmailPerHour` remaining (spec §8).
 */
export const FORM_LIMITS = {
  perEmailPerHour: CONTACT_LIMITS.perEmailPerHour,
  perIpPerHour: CONTACT_LIMITS.perIpPerHour,
  warnBelowRemaining: CONTACT_LIMITS.warnBelowRemaining,
  windowMs: 60 * 60 * 1000,
} as const;

/** Header carrying the anti-forgery token that `GET /api/forms/token` issued. */
export const FORM_TOKEN_HEADER = 'X-Form-Token';
/** How long an issued token stays valid; the forms fetch a new one after each success and on reset. */
export const FORM_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/** Body of `POST /api/forms/contact` (spec §3, §5): the same schema validates in the browser and in the api. */
export const contactFormSchema = z
  .object({
    full_name: personNameField(),
    email: emailField(),
    phone: optionalPhoneField(),
    message: requiredMessageField(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax),
    language: formLanguageField(),
  })
  .strict();
export type ContactFormInput = z.input<typeof contactFormSchema>;

/**
 * The contact form's length messages as the api answers them when it re-runs the checks before saving (spec §5):
 * one message per range, where the browser says which end was missed.
 */
export const CONTACT_SERVER_MESSAGES: Readonly<Record<string, string>> = {
  'errors.nameMin': 'errors.nameLength',
  'errors.nameMax': 'errors.nameLength',
  'errors.messageMin': 'errors.messageLength',
  'errors.messageMax': 'errors.messageLength',
};
export type ContactForm = z.output<typeof contactFormSchema>;

export const formTokenResponseSchema = z.object({ token: z.string().min(1), expiresAt: z.string() });
export type FormTokenResponse = z.infer<typeof formTokenResponseSchema>;

/** What every accepted submission answers (201): the stored row's id and the submissions left this hour. */
export const formSubmissionResponseSchema = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  remaining: z.number().int().min(0),
});
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponseSchema>;

/**
 * `GET /api/forms/contact/allowance`: what the caller's address has left of its hour, read without using any of
 * it, so the form can warn (or show the limit) as it loads. By address only: no e-mail is asked, since telling
 * anyone whether an address has written to us would leak it; the e-mail's count comes with each submission's
 * answer. When the limit store cannot be reached: not limited, `perEmailPerHour` remaining (spec §8).
 */
export const formAllowanceSchema = z.object({
  limited: z.boolean(),
  remaining: z.number().int().min(0),
  /** Until one more submission fits, in whole seconds; 0 unless limited. */
  retryAfterSeconds: z.number().int().min(0),
});
export type FormAllowance = z.infer<typeof formAllowanceSchema>;

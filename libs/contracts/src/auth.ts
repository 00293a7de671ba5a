import { z } from 'zod';
import { AUTH_LIMITS } from './auth-constants';
import { LANGUAGES } from './constants';
import { accountEmailField } from './sign-in';
import {
  LOGIN_PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_STRENGTH,
  hasDigit,
  hasLowerCase,
  hasSymbol,
  hasUpperCase,
  passwordLength,
  passwordStrength,
} from './password-policy';

/**
 * Accounts: the forms' schemas, which the api validates with too. Every message is a stable key of the
 * `validation` table the front ends translate (e.g. `emailRequired` → 'E-posta adresi gereklidir'); the api
 * sends the same keys in `fields`.
 */

/** A new password: length, then the composition rules, then the strength score (one message at a time). */
function newPassword({ requireSymbol, requiredKey }: { requireSymbol: boolean; requiredKey: string }) {
  return z
    .string({ error: requiredKey })
    .min(1, { message: requiredKey, abort: true })
    .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, { message: 'passwordMin8', abort: true })
    .max(PASSWORD_MAX_LENGTH, { message: 'passwordTooLong', abort: true })
    .refine((value) => hasUpperCase(value) && hasLowerCase(value) && hasDigit(value), {
      message: 'passwordComposition',
      abort: true,
    })
    .refine((value) => !requireSymbol || hasSymbol(value), { message: 'passwordCompositionSymbol', abort: true })
    .refine((value) => passwordStrength(value) >= PASSWORD_MIN_STRENGTH, 'passwordWeak');
}

const confirmation = z.string({ error: 'confirmPasswordRequired' }).min(1, 'confirmPasswordRequired');

function passwordsMatch(password: string, confirm: string, ctx: z.RefinementCtx) {
  if (confirm && password !== confirm) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordsMismatch' });
}


const fullName = z
  .string({ error: 'fullNameRequired' })
  .trim()
  .min(1, { message: 'fullNameRequired', abort: true })
  .min(2, { message: 'fullNameMin2', abort: true })
  .max(100, { message: 'fullNameTooLong', abort: true })
  .regex(/^[^\p{Cc}<>{}]*$/u, 'fullNameInvalid');

/** `POST /api/auth/register`: the form as the spec lists it, plus the language its mails are written in. */
export const registerSchema = z
  .object({
    fullName,
    email: accountEmailField,
    password: newPassword({ requireSymbol: false, requiredKey: 'passwordRequired' }),
    confirmPassword: confirmation,
    // The terms text states that the customer is 18 or over (spec §6).
    terms: z.boolean({ error: 'termsRequired' }).refine((accepted) => accepted, 'termsRequired'),
    language: z.enum(LANGUAGES).default('tr'),
  })
  .strict()
  .superRefine((value, ctx) => passwordsMatch(value.password, value.confirmPassword, ctx));
export type RegisterInput = z.input<typeof registerSchema>;

export const emailRequestSchema = z
  .object({ email: accountEmailField, language: z.enum(LANGUAGES).default('tr') })
  .strict();
export type EmailRequest = z.input<typeof emailRequestSchema>;

/** A token from a mail link: 32 random bytes, base64url without padding. */
export const linkTokenField = z.string({ error: 'invalidToken' }).regex(/^[A-Za-z0-9_-]{43}$/, 'invalidToken');

export const verifyEmailSchema = z.object({ token: linkTokenField }).strict();

/** The reset form (spec: a reset password also needs a special character). */
const resetPasswordFields = {
  password: newPassword({ requireSymbol: true, requiredKey: 'passwordRequired' }),
  confirmPassword: confirmation,
};
export const resetPasswordFormSchema = z
  .object(resetPasswordFields)
  .superRefine((value, ctx) => passwordsMatch(value.password, value.confirmPassword, ctx));
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** `POST /api/auth/password/reset`: the form plus the token of the mail link. */
export const resetPasswordSchema = z
  .object({ token: linkTokenField, ...resetPasswordFields })
  .strict()
  .superRefine((value, ctx) => passwordsMatch(value.password, value.confirmPassword, ctx));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** `POST /api/account/password` (dashboard change; the spec does not ask for a symbol here). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(LOGIN_PASSWORD_MAX_LENGTH),
    newPassword: newPassword({ requireSymbol: false, requiredKey: 'newPasswordRequired' }),
    confirmPassword: confirmation,
  })
  .strict()
  .superRefine((value, ctx) => passwordsMatch(value.newPassword, value.confirmPassword, ctx));
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** A six-digit TOTP code, or a recovery code (`XXXXX-XXXXX`, base32, dash optional). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{5}-?[A-Z2-7]{5}$/;
export const secondFactorCodeField = z
  .string({ error: 'codeRequired' })
  .trim()
  .toUpperCase()
  .min(1, { message: 'codeRequired', abort: true })
  .max(11, { message: 'codeInvalid', abort: true })
  .refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), 'codeInvalid');
export const totpCodeField = z
  .string({ error: 'codeRequired' })
  .trim()
  .min(1, { message: 'codeRequired', abort: true })
  .max(AUTH_LIMITS.totpDigits, { message: 'codeInvalid', abort: true })
  .regex(TOTP_CODE_PATTERN, 'codeInvalid');

/** A login challenge handed out after the password step (a signed, short-lived token). */
export const challengeTokenField = z.string().min(20).max(2_000);

export const mfaLoginSchema = z.object({ challengeToken: challengeTokenField, code: secondFactorCodeField }).strict();
export const mfaEnrollmentStartSchema = z.object({ challengeToken: challengeTokenField }).strict();
export const mfaEnrollmentConfirmSchema = z.object({ challengeToken: challengeTokenField, code: totpCodeField }).strict();

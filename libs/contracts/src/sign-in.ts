// zod/mini: the sign-in page's first load validates with these, and the shell shares mini (see language.ts);
// the other account forms, in classic zod (auth.ts), build on `accountEmailField` as they are.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './auth-constants';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_MIN_LENGTH, passwordLength } from './password-policy';

/** Linear-time (no nested quantifiers over overlapping classes), so a 50 kB string cannot stall the check. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Trimmed, NFKC-normalised and lower-cased, so `A@X.com` and ` a@x.com ` are one account. */
export const accountEmailField = z.pipe(
  z.pipe(
    z.string({ error: 'emailRequired' }),
    z.transform((value) => value.trim().normalize('NFKC').toLowerCase()),
  ),
  z.string().check(
    z.minLength(1, { error: 'emailRequired', abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: 'emailInvalid', abort: true }),
    z.regex(EMAIL_PATTERN, { error: 'emailInvalid' }),
  ),
);

/** Passwords are never trimmed or case-folded (ASVS 6.2.x). */
const loginPassword = z.string({ error: 'passwordRequired' }).check(
  z.minLength(1, { error: 'passwordRequired', abort: true }),
  z.refine((value) => passwordLength(value) >= LOGIN_PASSWORD_MIN_LENGTH, { error: 'passwordMin6', abort: true }),
  z.maxLength(LOGIN_PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
);

/** `POST /api/auth/login`. 'Remember me' is a client matter (it keeps only the e-mail) and is not sent. */
export const loginSchema = z.strictObject({ email: accountEmailField, password: loginPassword });
export type LoginInput = z.input<typeof loginSchema>;

/** The login form: the request plus the client-only 'remember me'. */
export const loginFormSchema = z.extend(loginSchema, { rememberMe: z.boolean() });
export type LoginForm = z.infer<typeof loginFormSchema>;

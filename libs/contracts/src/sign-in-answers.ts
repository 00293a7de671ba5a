// zod/mini, like session.ts: what sign-in, two-factor set-up and enrolment answer. Apart from the session check, so
// a remote that only checks the session does not build these (the shell does: it shares the auth lib whole).
import * as z from 'zod/mini';
import { sessionInfoSchema } from './session';

export const loginResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), session: sessionInfoSchema }),
  /** The password was right; the account asks for a TOTP or recovery code next. */
  z.object({ status: z.literal('mfa_required'), challengeToken: z.string() }),
  /** An admin without two-factor: enrolment is the only way in (ASVS 6.3.3). */
  z.object({ status: z.literal('mfa_enrollment_required'), challengeToken: z.string() }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** A TOTP set-up: the QR code, and the secret for typing in by hand. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string().check(z.startsWith('data:image/png;base64,')),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** Shown once, when two-factor is turned on. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const enrollmentResultSchema = z.object({
  status: z.literal('signed_in'),
  session: sessionInfoSchema,
  recoveryCodes: z.array(z.string()),
});
export type EnrollmentResult = z.infer<typeof enrollmentResultSchema>;

/** Same answer whatever the address (no enumeration). */
export const acceptedSchema = z.object({ status: z.literal('accepted') });
export type Accepted = z.infer<typeof acceptedSchema>;

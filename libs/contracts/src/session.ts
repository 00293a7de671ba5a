// zod/mini: the session check and the sign-in answers are in the auth lib, on every first load (see
// language.ts). The sign-in forms' own schemas stay in auth.ts.
import * as z from 'zod/mini';

/**
 * A cookie the api sets beside the (httpOnly) session cookies and clears with them. It holds no secret: it only
 * tells the page that a session may exist, so an anonymous visit asks the api nothing (`__Host-` prefixed
 * where the session cookies are).
 */
export const SIGNED_IN_HINT_COOKIE = 'harman_signed_in';
/** Finds the hint in `document.cookie`: the page's session check and the shell's early script read it alike. */
export const SIGNED_IN_HINT_PATTERN = `(?:^|;\\s*)(?:__Host-)?${SIGNED_IN_HINT_COOKIE}=`;
/** The session check: what the api says about the cookies (`GET`), a signed-in page's first api read. */
export const SESSION_CHECK_URL = '/api/auth/session';
/** The admin panel's check (`GET`): an admin session that passed two-factor. */
export const ADMIN_SESSION_CHECK_URL = '/api/auth/admin-session';
/** Local storage: a sign-out the api did not confirm, ended at the next start before anything else is asked. */
export const SIGN_OUT_PENDING_STORAGE_KEY = 'harman.session.sign-out-pending';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type UserRole = z.infer<typeof roleSchema>;

/** Who is signed in: what every front end may know about the session's user. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.nullable(z.string()),
  role: roleSchema,
  emailVerified: z.boolean(),
  totpEnabled: z.boolean(),
});
export type SessionUserInfo = z.infer<typeof sessionUserSchema>;

/** The answer of sign-in, refresh and `GET /api/auth/session`: the tokens themselves travel only in cookies. */
export const sessionInfoSchema = z.object({
  user: sessionUserSchema,
  /** When the access cookie stops working: the client refreshes a little before. */
  accessExpiresAt: z.iso.datetime(),
  /** The session's absolute end: after it, signing in again is the only way back. */
  sessionExpiresAt: z.iso.datetime(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

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

// zod/mini: the session check is in the auth lib, on every first load (see language.ts), and a remote that checks a
// session itself (the admin panel) reads it too. The answers of sign-in and two-factor set-up are in
// sign-in-answers.ts, so such a remote does not build them (a module's schemas are all built when it loads); the
// sign-in forms' own schemas stay in auth.ts.
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

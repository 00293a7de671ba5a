import {
  enrollmentResultSchema,
  loginResultSchema,
  TIMINGS,
  totpSetupSchema,
  type EnrollmentResult,
  type LoginResult,
  type TotpSetup,
} from '@harman/contracts';
import { authRequest } from './auth-request';
import { getSessionController } from './session-controller';

/**
 * The sign-in steps as the pages call them. A step that answers `signed_in` has already updated the session
 * store (header, other remotes and tabs change at once). Failures are `AuthError`s with the api's code.
 */
export async function signInWithPassword(email: string, password: string, options: { admin?: boolean } = {}): Promise<LoginResult> {
  const result = await authRequest('auth/login', {
    body: { email, password },
    schema: loginResultSchema,
    timeoutMs: options.admin ? TIMINGS.adminSignInTimeoutMs : TIMINGS.requestTimeoutMs,
  });
  if (result.status === 'signed_in') getSessionController().signedIn(result.session);
  return result;
}

export async function signInWithCode(challengeToken: string, code: string): Promise<LoginResult> {
  const result = await authRequest('auth/login/mfa', { body: { challengeToken, code }, schema: loginResultSchema });
  if (result.status === 'signed_in') getSessionController().signedIn(result.session);
  return result;
}

/** An admin's forced two-factor enrolment: the seed to scan… */
export function startEnrollment(challengeToken: string): Promise<TotpSetup> {
  return authRequest('auth/login/mfa/enrollment', { body: { challengeToken }, schema: totpSetupSchema });
}

/** …and the first code, which signs in and answers the recovery codes (shown once). */
export async function confirmEnrollment(challengeToken: string, code: string): Promise<EnrollmentResult> {
  const result = await authRequest('auth/login/mfa/enrollment/confirm', { body: { challengeToken, code }, schema: enrollmentResultSchema });
  getSessionController().signedIn(result.session);
  return result;
}

/** Ends the session (here at once; on the server now or at the next contact). Answers whether the api confirmed. */
export function signOut(): Promise<boolean> {
  return getSessionController().signOut();
}

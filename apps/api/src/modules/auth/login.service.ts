import { Inject, Injectable } from '@nestjs/common';
import type { EnrollmentResult, LoginResult, TotpSetup } from '@harman/contracts';
import { AppError } from '../../common/errors/app-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountNotices } from '../notifications/account-notices';
import { deviceLabel } from '../sessions/device-label';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service';
import { alreadyEnabled, invalidCode, TwoFactorService } from '../two-factor/two-factor.service';
import { AccountGuessBudget } from '../users/account-guess-budget';
import { PasswordHasher } from '../users/password-hasher';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { accountLocked, challengeExpired, invalidCredentials, tooManyRequests } from './helpers/auth-errors';
import type { SignInClient } from './helpers/client-context';
import { KnownDevices } from './helpers/known-devices';
import { LoginLockout, type Reservation } from './helpers/login-lockout';
import { MfaChallenges } from './helpers/mfa-challenge';

/** A step that signs in also hands the controller the cookies to set. */
export type LoginStep = { result: LoginResult; issued?: IssuedSession };

const IP_FAILURE_WINDOW_SECONDS = 30 * 60;

/**
 * Sign-in: password, then (when enabled, and always for admins) a second factor. Every attempt is reserved before
 * anything is verified, twice: with the lockout of this account on this client, and from the account's guessing
 * budget across all clients (issue 18). When the budget is spent, only a device that signed in to the account
 * before gets through (under the per-client rules); any other client gets the locked answer. An unknown address
 * costs one argon2 verification like a known one.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly lockout: LoginLockout,
    private readonly budget: AccountGuessBudget,
    private readonly knownDevices: KnownDevices,
    private readonly limiter: RateLimiter,
    private readonly challenges: MfaChallenges,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
    private readonly securityLog: SecurityLog,
    private readonly notices: AccountNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async withPassword(email: string, password: string, client: SignInClient): Promise<LoginStep> {
    await this.assertAddressNotBlocked(client);
    const reservation = await this.lockout.reserve(email, client.clientKey);
    if (reservation.locked) {
      this.securityLog.record('login_locked', { outcome: 'blocked', ip: client.ip, route: 'auth/login', email });
      throw accountLocked(reservation.retryAfterSeconds);
    }
    const user = await this.users.findByEmail(email);
    const fromBudget = await this.takeFromBudget(email, user, client, 'auth/login');
    const passwordOk = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyDummy(password);
    if (!user || !passwordOk || user.status !== 'active') {
      await this.countFailure(client);
      this.securityLog.record('login_failure', { outcome: 'failure', userId: user?.id, ip: client.ip, route: 'auth/login', email });
      throw this.failureAfter(reservation.attempts, () => invalidCredentials(this.lockout.remainingToWarn(reservation.attempts)));
    }
    // The right password is no guess spent, whatever comes next.
    if (fromBudget) await this.budget.giveBack(email);
    if (this.hasher.needsRehash(user.passwordHash)) await this.rehash(user, password);

    if (!user.emailVerifiedAt) {
      // The right password: only now may the answer say the address is unverified (spec).
      await this.lockout.clear(email, client.clientKey);
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'Email not confirmed');
    }
    if (user.totpEnabledAt || user.role === 'admin') {
      // Not a failure, but earlier failures stay counted until the second factor passes.
      await this.lockout.release(email, client.clientKey);
      const kind = user.totpEnabledAt ? 'mfa' : 'enroll';
      const challengeToken = await this.challenges.issue(user.id, kind);
      return { result: { status: kind === 'mfa' ? 'mfa_required' : 'mfa_enrollment_required', challengeToken } };
    }
    await this.lockout.clear(email, client.clientKey);
    return this.signIn(user, client, false);
  }

  async withSecondFactor(challengeToken: string, code: string, client: SignInClient): Promise<LoginStep> {
    const user = await this.challengedUser(challengeToken, 'mfa');
    if (!user.totpEnabledAt) throw challengeExpired();
    const { reservation, fromBudget } = await this.reserveCodeAttempt(user, client, 'auth/login/mfa');
    if (!(await this.twoFactor.verify(user, code))) {
      await this.countFailure(client);
      this.securityLog.record('mfa_failure', { outcome: 'failure', userId: user.id, ip: client.ip, route: 'auth/login/mfa' });
      throw this.failureAfter(reservation.attempts, () => invalidCode(remaining(this.lockout.remainingToWarn(reservation.attempts))));
    }
    if (fromBudget) await this.budget.giveBack(user.email);
    await this.lockout.clear(user.email, client.clientKey);
    this.securityLog.record('mfa_success', { outcome: 'success', userId: user.id, ip: client.ip, route: 'auth/login/mfa' });
    return this.signIn(user, client, true);
  }

  /** An admin without two-factor: a pending seed to scan, reachable only with the password step's challenge. */
  async startEnrollment(challengeToken: string): Promise<TotpSetup> {
    const user = await this.challengedUser(challengeToken, 'enroll');
    return this.twoFactor.startSetup(user);
  }

  async confirmEnrollment(challengeToken: string, code: string, client: SignInClient): Promise<{ result: EnrollmentResult; issued: IssuedSession }> {
    const user = await this.challengedUser(challengeToken, 'enroll');
    const { reservation, fromBudget } = await this.reserveCodeAttempt(user, client, 'auth/login/mfa/enrollment');
    let recoveryCodes: string[];
    try {
      recoveryCodes = await this.twoFactor.enable(user.id, code);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_MFA_CODE') {
        await this.countFailure(client);
        this.securityLog.record('mfa_failure', { outcome: 'failure', userId: user.id, ip: client.ip, route: 'auth/login/mfa/enrollment' });
        throw this.failureAfter(reservation.attempts, () => invalidCode(remaining(this.lockout.remainingToWarn(reservation.attempts))));
      }
      throw error;
    }
    if (fromBudget) await this.budget.giveBack(user.email);
    await this.lockout.clear(user.email, client.clientKey);
    const { result, issued } = await this.signIn(await this.users.getById(user.id), client, true);
    if (result.status !== 'signed_in' || !issued) throw new Error('Enrolment did not sign in');
    return { result: { status: 'signed_in', session: result.session, recoveryCodes }, issued };
  }

  private async signIn(user: User, client: SignInClient, mfaVerified: boolean): Promise<LoginStep> {
    // A browser without our device cookie, for an account that has signed in before: tell the owner.
    const unknownDevice = !client.knownDevice && (await this.sessions.hasSignedInBefore(user.id));
    const issued = await this.sessions.create(user, client, { mfaVerified });
    this.securityLog.record('login_success', { outcome: 'success', userId: user.id, ip: client.ip, route: 'auth/login' });
    if (unknownDevice) await this.notices.newDeviceSignIn(user.id, deviceLabel(client.userAgent) || '?');
    return { result: { status: 'signed_in', session: issued.info }, issued };
  }

  private async challengedUser(token: string, kind: 'mfa' | 'enroll'): Promise<User> {
    const userId = await this.challenges.verify(token, kind);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.status !== 'active') throw challengeExpired();
    // Enrolment is for an account without two-factor only: it must never replace a seed the owner holds.
    if (kind === 'enroll' && user.totpEnabledAt) throw alreadyEnabled();
    return user;
  }

  /** A second-factor or enrolment code: the address's, the client's and the account's limits, all before the check. */
  private async reserveCodeAttempt(user: User, client: SignInClient, route: string): Promise<{ reservation: Extract<Reservation, { locked: false }>; fromBudget: boolean }> {
    await this.assertAddressNotBlocked(client);
    const reservation = await this.lockout.reserve(user.email, client.clientKey);
    if (reservation.locked) {
      this.securityLog.record('login_locked', { outcome: 'blocked', userId: user.id, ip: client.ip, route });
      throw accountLocked(reservation.retryAfterSeconds);
    }
    return { reservation, fromBudget: await this.takeFromBudget(user.email, user, client, route) };
  }

  /**
   * One guess from the account's budget. A device that signed in to this account before spends it while it lasts
   * but is never refused by it (the per-client lock governs it); any other client, once it is spent, gets exactly
   * the locked answer, before any verification, and its per-client attempt is given back (nothing was checked).
   * Answers whether a unit was taken (to give back when the guess was right).
   */
  private async takeFromBudget(email: string, user: User | null, client: SignInClient, route: string): Promise<boolean> {
    const taken = await this.budget.reserve(email, { userId: user?.id, ip: client.ip, route });
    if (taken.allowed) return true;
    if (user && (await this.knownDevices.isFamiliar(user.id, client.deviceId))) return false;
    await this.lockout.release(email, client.clientKey);
    this.securityLog.record('login_locked', { outcome: 'blocked', userId: user?.id, ip: client.ip, route, email, reason: 'account_budget' });
    throw accountLocked(taken.retryAfterSeconds);
  }

  /** The fifth failure locks at once (spec); before that the caller's error, with the warning from the third. */
  private failureAfter(attempts: number, otherwise: () => AppError): AppError {
    const after = this.lockout.lockedAfter(attempts);
    return after.locked ? accountLocked(after.retryAfterSeconds) : otherwise();
  }

  /** One address may not fail more than AUTH_LOGIN_FAILURES_PER_IP times in 30 minutes, across accounts. */
  private async assertAddressNotBlocked(client: SignInClient): Promise<void> {
    const state = await this.limiter.peek(`login-fail-ip:${client.ip}`, this.config.auth.loginFailuresPerIp, IP_FAILURE_WINDOW_SECONDS);
    if (state.allowed) return;
    this.securityLog.record('login_rate_limited', { outcome: 'blocked', ip: client.ip, route: 'auth/login' });
    throw tooManyRequests(state.retryAfterSeconds);
  }

  private async countFailure(client: SignInClient): Promise<void> {
    await this.limiter.hit(`login-fail-ip:${client.ip}`, this.config.auth.loginFailuresPerIp, IP_FAILURE_WINDOW_SECONDS);
  }

  /** Parameters raised since this hash was made: store a new one while the password is at hand (S1). */
  private async rehash(user: User, password: string): Promise<void> {
    const hash = await this.hasher.hash(password);
    await this.users.updatePasswordHash(user.id, hash);
    user.passwordHash = hash;
  }
}

function remaining(count: number | undefined): Record<string, number> | undefined {
  return count === undefined ? undefined : { remainingAttempts: count };
}

import { Inject, Injectable } from '@nestjs/common';
import { pathInLanguage } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { AccountNotices } from '../notifications/account-notices';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordHasher } from '../users/password-hasher';
import { assertUncommonPassword } from '../users/password-policy';
import { Reauthentication } from '../users/reauthentication';
import { UsersService } from '../users/users.service';

/**
 * Changing the password from the dashboard: the current password again, the new one under the shared rules plus
 * the common-password check; then every other session ends, unused reset links die, and a notice is mailed.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly reauth: Reauthentication,
    private readonly sessions: SessionsService,
    private readonly mail: MailOutboxService,
    private readonly clock: Clock,
    private readonly securityLog: SecurityLog,
    private readonly notices: AccountNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async change(userId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.users.getById(userId);
    await this.reauth.assertPassword(user, currentPassword, 'account/password');
    assertUncommonPassword(newPassword, 'newPassword', { email: user.email, fullName: user.fullName });
    const hash = await this.hasher.hash(newPassword);
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      await manager.query(`UPDATE users SET password_hash = $2, password_changed_at = $3 WHERE id = $1`, [userId, hash, now]);
      await manager.query(
        `UPDATE auth_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'reset_password' AND used_at IS NULL`,
        [userId, now],
      );
      await this.sessions.endOthers(userId, sessionId, 'password_changed', manager);
      return this.mail.record(manager, {
        to: user.email,
        template: 'password-changed',
        language: user.language,
        data: { forgotUrl: `${this.config.appBaseUrl}${pathInLanguage('/auth/forgot-password', user.language)}` },
      });
    });
    await this.mail.dispatch([outboxId]);
    this.securityLog.record('password_changed', { outcome: 'success', userId, route: 'account/password' });
    await this.notices.passwordChanged(userId);
  }
}

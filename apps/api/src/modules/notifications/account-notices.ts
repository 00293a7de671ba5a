import { Injectable } from '@nestjs/common';
import { Notifier } from './notifier';
import type { NotificationContent } from './notifications.constants';

const SECURITY_URL = '/dashboard/security';

/** The account events' texts (type `account`), in both languages, each linking to the security page. */
export const ACCOUNT_NOTICES = {
  passwordChanged: {
    type: 'account',
    title: { tr: 'Şifreniz değiştirildi', en: 'Your password was changed' },
    message: {
      tr: 'Hesabınızın şifresi değiştirildi. Bunu siz yapmadıysanız hemen şifrenizi sıfırlayın.',
      en: 'The password of your account was changed. If this was not you, reset your password now.',
    },
    url: SECURITY_URL,
  },
  twoFactorEnabled: {
    type: 'account',
    title: { tr: 'İki faktörlü doğrulama açıldı', en: 'Two-factor authentication turned on' },
    message: {
      tr: 'Hesabınızda iki faktörlü doğrulama etkinleştirildi.',
      en: 'Two-factor authentication was enabled on your account.',
    },
    url: SECURITY_URL,
  },
  twoFactorDisabled: {
    type: 'account',
    title: { tr: 'İki faktörlü doğrulama kapatıldı', en: 'Two-factor authentication turned off' },
    message: {
      tr: 'Hesabınızda iki faktörlü doğrulama devre dışı bırakıldı. Bunu siz yapmadıysanız şifrenizi değiştirin.',
      en: 'Two-factor authentication was disabled on your account. If this was not you, change your password.',
    },
    url: SECURITY_URL,
  },
} satisfies Record<string, NotificationContent>;

function newDeviceNotice(device: string): NotificationContent {
  return {
    type: 'account',
    title: { tr: 'Yeni bir cihazdan giriş yapıldı', en: 'New sign-in from an unknown device' },
    message: {
      tr: `Hesabınıza tanınmayan bir cihazdan giriş yapıldı (${device}). Bu siz değilseniz oturumu sonlandırıp şifrenizi değiştirin.`,
      en: `Someone signed in to your account from an unknown device (${device}). If this was not you, end that session and change your password.`,
    },
    url: SECURITY_URL,
  };
}

/** What the account services call after the change has committed; never fails the request. */
@Injectable()
export class AccountNotices {
  constructor(private readonly notifier: Notifier) {}

  passwordChanged(userId: string): Promise<string> {
    return this.notifier.notifyUser(userId, ACCOUNT_NOTICES.passwordChanged);
  }

  twoFactorChanged(userId: string, enabled: boolean): Promise<string> {
    return this.notifier.notifyUser(userId, enabled ? ACCOUNT_NOTICES.twoFactorEnabled : ACCOUNT_NOTICES.twoFactorDisabled);
  }

  newDeviceSignIn(userId: string, device: string): Promise<string> {
    return this.notifier.notifyUser(userId, newDeviceNotice(device));
  }
}

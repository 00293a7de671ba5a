import { addTranslations } from '@harman/i18n';

const tr = {
  unauthorized: {
    title: 'Erişim Reddedildi',
    text: 'Bu sayfayı görüntülemek için yetkiniz yok. Farklı bir hesapla giriş yapabilir veya bir yöneticiyle iletişime geçebilirsiniz.',
    home: 'Ana Sayfa',
    signOut: 'Çıkış Yap',
    login: 'Giriş sayfasına git',
  },
};

const en: typeof tr = {
  unauthorized: {
    title: 'Access Denied',
    text: 'You do not have permission to view this page. Sign in with another account or contact an administrator.',
    home: 'Home',
    signOut: 'Sign out',
    login: 'Go to the sign-in page',
  },
};

export const accountTranslations = { tr, en };

export function registerAccountTranslations(): void {
  addTranslations('account', accountTranslations);
}

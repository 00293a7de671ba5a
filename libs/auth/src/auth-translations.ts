import { addTranslations } from '@harman/i18n';

const tr = {
  expired: {
    title: 'Oturumunuzun süresi doldu',
    text: 'Güvenliğiniz için oturumunuz sonlandırıldı. Devam etmek için lütfen tekrar giriş yapın.',
    login: 'Giriş Yap',
  },
  unreachable: {
    title: 'Bağlantı Hatası',
    text: 'Kimlik doğrulama servisine bağlanılamıyor. Lütfen internet bağlantınızı kontrol edin.',
    retry: 'Yeniden Dene',
  },
  failed: {
    title: 'Oturum Hatası',
    session: 'Kimlik doğrulama oturumu alınamadı.',
    unexpected: 'Kimlik doğrulama başlatılırken beklenmeyen bir hata oluştu.',
  },
  signOutFailed: 'Çıkış yapılırken bir hata oluştu',
  dismiss: 'Kapat',
  checking: 'Oturum kontrol ediliyor…',
};

const en: typeof tr = {
  expired: {
    title: 'Your session has expired',
    text: 'For your security your session was ended. Please sign in again to continue.',
    login: 'Sign in',
  },
  unreachable: {
    title: 'Connection Error',
    text: 'Cannot reach the authentication service. Please check your internet connection.',
    retry: 'Try again',
  },
  failed: {
    title: 'Session Error',
    session: 'The authentication session could not be retrieved.',
    unexpected: 'An unexpected error occurred while starting authentication.',
  },
  signOutFailed: 'An error occurred while signing out',
  dismiss: 'Close',
  checking: 'Checking your session…',
};

export const authTranslations = { tr, en };

let registered = false;
/** The guards' own strings, registered by the first guard that renders (each copy of the lib brings its own). */
export function ensureAuthTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations('auth', authTranslations);
}

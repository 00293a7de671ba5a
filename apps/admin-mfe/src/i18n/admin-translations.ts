import { addTranslations } from '@harman/i18n';

// The staff panel is English-first (spec); Turkish staff get the same screens in Turkish.
const en = {
  login: {
    title: 'Staff sign-in',
    subtitle: 'Harman administration',
    email: 'E-mail',
    password: 'Password',
    show: 'Show password',
    hide: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    unavailable: 'Service Unavailable',
    required: 'E-mail and password are required.',
    failed: 'Login failed. Please try again.',
    guardMessage: 'Bu sayfaya erişmek için giriş yapmalısınız.',
  },
  status: {
    title: 'Service status',
    operational: 'All systems operational',
    degraded: 'Some services are degraded',
    outage: 'Service outage',
    unknown: 'Checking services…',
    database: 'Database',
    redis: 'Cache and queues',
    queue: 'Mail queue',
    up: 'Up',
    down: 'Down',
    outageBanner: 'The platform is currently unavailable. Sign-in is disabled until it recovers; please wait and try again shortly.',
    recheck: 'Check again',
  },
};

const tr: typeof en = {
  login: {
    title: 'Personel girişi',
    subtitle: 'Harman yönetim paneli',
    email: 'E-posta',
    password: 'Şifre',
    show: 'Şifreyi göster',
    hide: 'Şifreyi gizle',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor…',
    unavailable: 'Servis Kullanılamıyor',
    required: 'E-posta ve şifre gereklidir.',
    failed: 'Giriş başarısız oldu. Lütfen tekrar deneyin.',
    guardMessage: 'Bu sayfaya erişmek için giriş yapmalısınız.',
  },
  status: {
    title: 'Servis durumu',
    operational: 'Tüm sistemler çalışıyor',
    degraded: 'Bazı servislerde sorun var',
    outage: 'Servis kesintisi',
    unknown: 'Servisler kontrol ediliyor…',
    database: 'Veritabanı',
    redis: 'Önbellek ve kuyruklar',
    queue: 'E-posta kuyruğu',
    up: 'Çalışıyor',
    down: 'Çalışmıyor',
    outageBanner: 'Platform şu anda kullanılamıyor. Düzelene kadar giriş kapalıdır; lütfen biraz bekleyip tekrar deneyin.',
    recheck: 'Tekrar kontrol et',
  },
};

export const adminTranslations = { tr, en };

export function registerAdminTranslations(): void {
  addTranslations('admin', adminTranslations);
}

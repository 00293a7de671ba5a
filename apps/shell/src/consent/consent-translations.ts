import { addTranslations } from '@harman/i18n';

const tr = {
  bannerLabel: 'Çerez bildirimi',
  title: 'Çerez Kullanımı',
  text: 'Deneyiminizi iyileştirmek için çerez kullanıyoruz.',
  policy: 'Çerez Politikası',
  acceptAll: 'Tümünü Kabul Et',
  decline: 'Reddet',
  settings: 'Ayarlar',
  reopen: 'Çerez ayarları',
  dialogTitle: 'Çerez Ayarları',
  dialogText: 'Hangi çerezlere izin verdiğinizi seçin. Zorunlu çerezler her zaman açıktır.',
  save: 'Tercihleri Kaydet',
  close: 'Kapat',
  alwaysOn: 'Her zaman açık',
  categories: {
    necessary: { name: 'Zorunlu çerezler', text: 'Sepet, oturum ve güvenlik için gereklidir.' },
    functional: { name: 'İşlevsel çerezler', text: 'Dil gibi tercihlerinizi hatırlar.' },
    analytics: { name: 'Analitik çerezler', text: 'Siteyi nasıl kullandığınızı anonim olarak ölçer.' },
    marketing: { name: 'Pazarlama çerezleri', text: 'Size uygun kampanyaları göstermek için kullanılır.' },
  },
};

const en: typeof tr = {
  bannerLabel: 'Cookie notice',
  title: 'Cookies',
  text: 'We use cookies to improve your experience.',
  policy: 'Cookie Policy',
  acceptAll: 'Accept All',
  decline: 'Decline',
  settings: 'Settings',
  reopen: 'Cookie settings',
  dialogTitle: 'Cookie Settings',
  dialogText: 'Choose which cookies you allow. Necessary cookies are always on.',
  save: 'Save Preferences',
  close: 'Close',
  alwaysOn: 'Always on',
  categories: {
    necessary: { name: 'Necessary cookies', text: 'Required for the cart, your session and security.' },
    functional: { name: 'Functional cookies', text: 'Remember preferences such as your language.' },
    analytics: { name: 'Analytics cookies', text: 'Measure anonymously how you use the site.' },
    marketing: { name: 'Marketing cookies', text: 'Used to show you campaigns that suit you.' },
  },
};

export const consentTranslations = { tr, en };

export function registerConsentTranslations(): void {
  addTranslations('consent', consentTranslations);
}

import { addTranslations } from '@harman/i18n';

/** The design system's own strings, registered once by whichever copy of the lib loads first. */
export const uiTranslations = {
  tr: {
    loading: 'Yükleniyor…',
    errorTitle: 'Bir şeyler ters gitti',
    errorText: 'Bu bölüm yüklenemedi. Tekrar deneyebilir ya da ana sayfaya dönebilirsiniz.',
    retry: 'Tekrar Dene',
    home: 'Ana Sayfa',
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundText: 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.',
    backHome: 'Ana Sayfaya Dön',
  },
  en: {
    loading: 'Loading…',
    errorTitle: 'Something went wrong',
    errorText: 'This section could not be loaded. You can try again or go back to the home page.',
    retry: 'Try again',
    home: 'Home',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for may have moved or never existed.',
    backHome: 'Back to home',
  },
};

let registered = false;
export function ensureUiTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations('ui', uiTranslations);
}

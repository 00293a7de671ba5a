import { addTranslations } from '@harman/i18n';

/** The sign-up's strings, registered by whichever copy of the lib renders it first. */
export const newsletterTranslations = {
  tr: {
    title: 'Bültenimize Abone Olun',
    text: 'Yeni hasatlar, sınırlı partiler ve kahve okulu etkinliklerinden ilk siz haberdar olun.',
    footerTitle: 'Bülten',
    footerText: 'Yeni hasatlardan ve etkinliklerden ilk siz haberdar olun.',
    emailLabel: 'E-posta adresiniz',
    emailPlaceholder: 'ornek@eposta.com',
    submit: 'Abone Ol',
    submitting: 'Gönderiliyor…',
    success: 'Teşekkürler! Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.',
    invalid: 'Geçerli bir e-posta adresi giriniz',
    required: 'E-posta adresi gereklidir',
    failed: 'Abonelik şu anda tamamlanamadı. Lütfen daha sonra tekrar deneyin.',
  },
  en: {
    title: 'Subscribe to Our Newsletter',
    text: 'Be the first to hear about new harvests, limited lots and coffee school events.',
    footerTitle: 'Newsletter',
    footerText: 'Be the first to hear about new harvests and events.',
    emailLabel: 'Your e-mail address',
    emailPlaceholder: 'you@example.com',
    submit: 'Subscribe',
    submitting: 'Sending…',
    success: 'Thank you! Check your inbox to confirm your subscription.',
    invalid: 'Please enter a valid e-mail address',
    required: 'E-mail address is required',
    failed: 'The subscription could not be completed right now. Please try again later.',
  },
};

let registered = false;
export function ensureNewsletterTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations('newsletter', newsletterTranslations);
}

import { addTranslations } from '@harman/i18n';

// Its own namespace: the broadcast form is a self-contained feature a dashboard tab can mount.
const tr = {
  pageTitle: 'Bildirim gönder',
  title: 'Bildirim gönder',
  intro: 'Müşterilere uygulama içi bir kampanya ya da sistem duyurusu gönderin. Metni Türkçe ve İngilizce yazın.',
  type: 'Tür',
  types: { promotion: 'Kampanya', system: 'Sistem duyurusu' },
  audience: 'Alıcılar',
  audiences: { all: 'Tüm müşteriler', opted_in: 'Yalnızca kampanya iletisine izin verenler' },
  titleTr: 'Başlık (Türkçe)',
  titleEn: 'Başlık (İngilizce)',
  messageTr: 'Mesaj (Türkçe)',
  messageEn: 'Mesaj (İngilizce)',
  url: 'Bağlantı (isteğe bağlı)',
  urlHint: 'Sitede bir yol (/shop gibi) ya da https:// ile başlayan bir adres.',
  submit: 'Gönder',
  sent: 'Bildirim sıraya alındı; müşterilere birkaç saniye içinde ulaşır.',
  failed: 'Bildirim gönderilemedi. Lütfen tekrar deneyin.',
  validation: {
    required: 'Bu alan gereklidir',
    tooLong: 'Bu alan çok uzun',
    invalidCharacters: 'Bu alanda < > { } ve kontrol karakterleri kullanılamaz',
    urlInvalid: 'Geçerli bir yol (/ ile başlayan) ya da https:// adresi girin',
    invalid: 'Geçersiz değer',
  },
};

const en: typeof tr = {
  pageTitle: 'Send a notification',
  title: 'Send a notification',
  intro: 'Send customers an in-app promotion or system notice. Write the text in Turkish and in English.',
  type: 'Type',
  types: { promotion: 'Promotion', system: 'System notice' },
  audience: 'Recipients',
  audiences: { all: 'All customers', opted_in: 'Only customers who opted in to promotions' },
  titleTr: 'Title (Turkish)',
  titleEn: 'Title (English)',
  messageTr: 'Message (Turkish)',
  messageEn: 'Message (English)',
  url: 'Link (optional)',
  urlHint: 'A path of the site (such as /shop) or an address starting with https://.',
  submit: 'Send',
  sent: 'The notification is queued; customers get it within seconds.',
  failed: 'The notification could not be sent. Please try again.',
  validation: {
    required: 'This field is required',
    tooLong: 'This field is too long',
    invalidCharacters: 'This field may not contain < > { } or control characters',
    urlInvalid: 'Enter a path starting with / or an https:// address',
    invalid: 'Invalid value',
  },
};

let added = false;
export function addBroadcastTranslations(): void {
  if (added) return;
  added = true;
  addTranslations('adminBroadcast', { tr, en });
}

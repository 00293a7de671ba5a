import { addTranslations } from '@harman/i18n';

/**
 * The legal pages (namespace `legal`). Every figure is a placeholder filled from `@harman/contracts`
 * (see pages/legal/policy-values.ts), so the policies can never disagree with the cart or the api.
 */
const tr = {
  updated: 'Son güncelleme: {{date}}',
  privacy: {
    title: 'Gizlilik Politikası',
    sections: [
      { title: 'Topladığımız bilgiler', body: ['Sipariş, üyelik ve formlar aracılığıyla paylaştığınız ad, e-posta, telefon ve adres bilgilerinizi; güvenlik amacıyla IP adresinizi ve tarayıcı bilginizi işleriz.'] },
      { title: 'Bilgileri nasıl kullanırız', body: ['Siparişlerinizi hazırlamak ve teslim etmek, sorularınıza yanıt vermek, başvurularınızı değerlendirmek ve onay verdiyseniz bülten göndermek için kullanırız. Bilgilerinizi satmayız.'] },
      { title: 'Saklama ve güvenlik', body: ['Bilgileriniz şifreli bağlantılar üzerinden iletilir ve yalnızca yetkili çalışanlarımızın erişebildiği sistemlerde saklanır. Özgeçmişler yalnızca İnsan Kaynakları tarafından görüntülenebilir.'] },
      { title: 'Haklarınız', body: ['KVKK kapsamında bilgilerinize erişme, düzeltilmesini veya silinmesini isteme hakkına sahipsiniz. Başvurularınızı {{dataRequestDays}} gün içinde yanıtlarız.', 'Hesap oluşturmak için {{minimumAge}} yaşını doldurmuş olmanız gerekir.'] },
      { title: 'İletişim', body: ['Gizlilikle ilgili sorularınız için {{email}} adresine yazabilirsiniz.'] },
    ],
  },
  terms: {
    title: 'Kullanım Koşulları',
    sections: [
      { title: 'Genel', body: ['Bu siteyi kullanarak aşağıdaki koşulları kabul etmiş olursunuz. Hesap oluşturmak için {{minimumAge}} yaşını doldurmuş olmanız gerekir.'] },
      { title: 'Fiyatlar ve ödeme', body: ['Tüm fiyatlar Türk lirası (TRY) cinsindendir ve KDV dahildir.', 'Kabul edilen ödeme yöntemleri: kredi kartı, banka kartı, havale/EFT ve bazı bölgelerde kapıda ödeme.'] },
      { title: 'Kargo ve teslimat', body: ['{{freeShipping}} ve üzeri siparişlerde kargo ücretsizdir; altındaki siparişlere {{shippingFee}} kargo ücreti eklenir.', 'Siparişler {{preparationDays}} iş günü içinde hazırlanır ve kargoya verildikten sonra {{deliveryDays}} iş günü içinde teslim edilir.'] },
      { title: 'İade ve cayma hakkı', body: ['Ürünleri teslimattan itibaren {{returnDays}} gün içinde iade edebilirsiniz. İade onaylandıktan sonra ödemeniz {{refundDays}} iş günü içinde iade edilir.'] },
      { title: 'Uyuşmazlıklar', body: ['{{arbitrationLimit}} altındaki uyuşmazlıklarda Tüketici Hakem Heyetlerine başvurabilirsiniz.'] },
    ],
  },
  cookies: {
    title: 'Çerez Politikası',
    intro: 'Sitemizi çalıştırmak, tercihlerinizi hatırlamak ve deneyiminizi iyileştirmek için çerezler kullanıyoruz. Zorunlu çerezler dışındakileri çerez ayarlarından istediğiniz zaman değiştirebilirsiniz.',
    tableCaption: 'Çerez türleri ve saklama süreleri',
    category: 'Tür',
    purpose: 'Amaç',
    retention: 'Saklama süresi',
    months_one: '{{count}} ay',
    months_other: '{{count}} ay',
    years_one: '{{count}} yıl',
    years_other: '{{count}} yıl',
    categories: {
      necessary: { name: 'Zorunlu', purpose: 'Sepet, oturum ve güvenlik; kapatılamaz.' },
      functional: { name: 'İşlevsel', purpose: 'Dil ve benzeri tercihlerinizi hatırlar.' },
      analytics: { name: 'Analitik', purpose: 'Sitenin nasıl kullanıldığını anonim olarak ölçer.' },
      marketing: { name: 'Pazarlama', purpose: 'Size uygun kampanyalar göstermek için kullanılır.' },
    },
    resetTitle: 'Çerez tercihlerinizi sıfırlayın',
    resetText: 'Kayıtlı çerez onayınızı ve tercihlerinizi silebilirsiniz; sayfa yeniden yüklenir ve çerez bildirimi tekrar gösterilir.',
    reset: 'Çerez Tercihlerimi Sıfırla',
  },
};

const en: typeof tr = {
  updated: 'Last updated: {{date}}',
  privacy: {
    title: 'Privacy Policy',
    sections: [
      { title: 'What we collect', body: ['We process the name, e-mail, phone and address you share through orders, your account and our forms, and for security your IP address and browser details.'] },
      { title: 'How we use it', body: ['To prepare and deliver your orders, answer your questions, review your applications and, if you agreed, send our newsletter. We never sell your data.'] },
      { title: 'Storage and security', body: ['Your data travels over encrypted connections and is kept in systems only authorised staff can reach. CVs can be viewed by Human Resources only.'] },
      { title: 'Your rights', body: ['Under the Turkish data protection law (KVKK) you may ask to see, correct or delete your data. We answer your requests within {{dataRequestDays}} days.', 'You must be {{minimumAge}} or over to create an account.'] },
      { title: 'Contact', body: ['For privacy questions write to {{email}}.'] },
    ],
  },
  terms: {
    title: 'Terms of Use',
    sections: [
      { title: 'General', body: ['By using this site you accept the terms below. You must be {{minimumAge}} or over to create an account.'] },
      { title: 'Prices and payment', body: ['All prices are in Turkish lira (TRY) and include VAT.', 'We accept credit cards, debit cards, bank transfer/EFT and, in some regions, cash on delivery.'] },
      { title: 'Shipping and delivery', body: ['Shipping is free for orders of {{freeShipping}} or more; below that a {{shippingFee}} shipping fee is added.', 'Orders are prepared within {{preparationDays}} business days and delivered within {{deliveryDays}} business days after dispatch.'] },
      { title: 'Returns and withdrawal', body: ['You may return products within {{returnDays}} days of delivery. Once a return is approved, your payment is refunded within {{refundDays}} business days.'] },
      { title: 'Disputes', body: ['For disputes below {{arbitrationLimit}} you may apply to the Consumer Arbitration Committees.'] },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    intro: 'We use cookies to run our site, remember your preferences and improve your experience. You can change everything except the necessary cookies in the cookie settings at any time.',
    tableCaption: 'Cookie types and how long they are kept',
    category: 'Type',
    purpose: 'Purpose',
    retention: 'Kept for',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    categories: {
      necessary: { name: 'Necessary', purpose: 'Cart, session and security; cannot be turned off.' },
      functional: { name: 'Functional', purpose: 'Remembers your language and similar preferences.' },
      analytics: { name: 'Analytics', purpose: 'Measures anonymously how the site is used.' },
      marketing: { name: 'Marketing', purpose: 'Used to show you campaigns that suit you.' },
    },
    resetTitle: 'Reset your cookie preferences',
    resetText: 'You can delete your stored cookie consent and preferences; the page reloads and the cookie notice is shown again.',
    reset: 'Reset My Cookie Preferences',
  },
};

export const legalTranslations = { tr, en };

export function registerLegalTranslations(): void {
  addTranslations('legal', legalTranslations);
}

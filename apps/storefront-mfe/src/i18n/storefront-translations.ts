import { addTranslations } from '@harman/i18n';

const tr = {
  hero: {
    eyebrow: 'İstanbul’da küçük partilerle kavrulur',
    title: 'Çiftlikten fincanınıza, taze kavrulmuş nitelikli kahve',
    text: 'Dünyanın en iyi kahve bölgelerinden özenle seçtiğimiz çekirdekleri her hafta taze kavuruyor, kapınıza kadar getiriyoruz.',
    explore: 'Kahvelerimizi Keşfedin',
    shopNow: 'Hemen Alışveriş Yapın',
  },
  values: {
    title: 'Değerlerimiz',
    sustainability: { title: 'Sürdürülebilirlik', text: 'Üreticilerle adil ve uzun soluklu ilişkiler kuruyor, geri dönüştürülebilir ambalaj kullanıyoruz.' },
    traceability: { title: 'İzlenebilirlik', text: 'Her paketin hangi çiftlikten, hangi hasattan geldiğini ve ne zaman kavrulduğunu biliyorsunuz.' },
    quality: { title: 'Premium Kalite', text: 'Yalnızca 80 puan üzeri nitelikli kahveleri seçiyor, her partiyi tadım masasında onaylıyoruz.' },
  },
  featured: {
    title: 'Öne Çıkan Kahvelerimiz',
    text: 'Her biri 250 g’lık taze kavrulmuş paketlerde.',
    addToCart: 'Sepete Ekle',
    added: 'Sepete eklendi',
    addAria: '{{name}} 250g sepete ekle',
    rating: '5 üzerinden {{rating}} puan',
    reviewCount_one: '{{count}} değerlendirme',
    reviewCount_other: '{{count}} değerlendirme',
    noReviews: 'Henüz değerlendirme yok',
    pack: '250g',
    error: 'Kahveler yüklenemedi.',
    retry: 'Tekrar Dene',
    viewAll: 'Tüm Ürünleri Gör',
  },
  story: {
    title: 'Hikayemiz',
    text1: 'Harman, 2014’te Kadıköy’de küçük bir kavurma makinesi ve büyük bir merakla başladı. Bugün üç kıtadan yirmiyi aşkın çiftlikle doğrudan çalışıyoruz.',
    text2: 'Kavurma profillerimizi her çekirdeğin karakterini öne çıkaracak şekilde tek tek geliştiriyor, kahveyi kavrulduktan sonraki 48 saat içinde yola çıkarıyoruz.',
    cta: 'Hikayemizin Devamı',
    statYears: 'yıllık tecrübe',
    statFarms: 'ortak çiftlik',
    statCups: 'mutlu fincan',
  },
  testimonials: {
    title: 'Müşterilerimiz Ne Diyor?',
    items: {
      ayse: { quote: 'Etiyopya Yirgacheffe’yi ilk denediğimde çiçeksi aromasına hayran kaldım. Artık sabahlarım onsuz olmuyor.', name: 'Ayşe K.', place: 'İstanbul' },
      mehmet: { quote: 'Siparişim ertesi gün elimdeydi ve paketin üzerinde kavrulma tarihi vardı. Tazelik gerçekten hissediliyor.', name: 'Mehmet D.', place: 'Ankara' },
      elif: { quote: 'Kahve okulundaki barista eğitimi sayesinde evde de kafe kalitesinde espresso hazırlayabiliyorum.', name: 'Elif S.', place: 'İzmir' },
    },
  },
  newsletter: {
    confirming: 'Aboneliğiniz onaylanıyor…',
    confirmed: 'Aboneliğiniz onaylandı. Bültenimize hoş geldiniz!',
    unsubscribing: 'Abonelikten çıkılıyor…',
    unsubscribed: 'Bülten aboneliğiniz sonlandırıldı. Sizi özleyeceğiz.',
    invalidLink: 'Bu bağlantı geçersiz ya da süresi dolmuş.',
    backHome: 'Ana Sayfaya Dön',
    pageTitle: 'Bülten aboneliği',
  },
  /** The home page's own head (title and description). */
  page: {
    homeTitle: 'Taze Kavrulmuş Nitelikli Kahve',
    homeDescription: 'Harman Kahve: taze kavrulmuş nitelikli kahve, demleme ekipmanları ve kahve okulu.',
  },
};

const en: typeof tr = {
  hero: {
    eyebrow: 'Roasted in small batches in Istanbul',
    title: 'From farm to cup: freshly roasted specialty coffee',
    text: 'We hand-pick beans from the world’s finest coffee regions, roast them fresh every week and bring them to your door.',
    explore: 'Explore Our Coffee',
    shopNow: 'Shop Now',
  },
  values: {
    title: 'Our Values',
    sustainability: { title: 'Sustainability', text: 'We build fair, lasting relationships with growers and use recyclable packaging.' },
    traceability: { title: 'Traceability', text: 'You know which farm and harvest every bag comes from, and when it was roasted.' },
    quality: { title: 'Premium Quality', text: 'We only select specialty coffees scoring above 80 and approve every batch on the cupping table.' },
  },
  featured: {
    title: 'Featured Coffees',
    text: 'Each in a freshly roasted 250 g bag.',
    addToCart: 'Add to Cart',
    added: 'Added to cart',
    addAria: 'Add to Cart: {{name}} 250g',
    rating: 'Rated {{rating}} out of 5',
    reviewCount_one: '{{count}} review',
    reviewCount_other: '{{count}} reviews',
    noReviews: 'No reviews yet',
    pack: '250g',
    error: 'The coffees could not be loaded.',
    retry: 'Try again',
    viewAll: 'See All Products',
  },
  story: {
    title: 'Our Story',
    text1: 'Harman started in Kadıköy in 2014 with a small roaster and a big curiosity. Today we work directly with more than twenty farms on three continents.',
    text2: 'We develop a roast profile for every bean to bring out its character, and ship within 48 hours of roasting.',
    cta: 'Read Our Story',
    statYears: 'years of experience',
    statFarms: 'partner farms',
    statCups: 'happy cups',
  },
  testimonials: {
    title: 'What Our Customers Say',
    items: {
      ayse: { quote: 'The first time I tried Ethiopia Yirgacheffe I fell for its floral aroma. My mornings aren’t the same without it.', name: 'Ayşe K.', place: 'Istanbul' },
      mehmet: { quote: 'My order arrived the next day with the roast date on the bag. You can really taste the freshness.', name: 'Mehmet D.', place: 'Ankara' },
      elif: { quote: 'Thanks to the barista course at the coffee school, I make café-quality espresso at home.', name: 'Elif S.', place: 'Izmir' },
    },
  },
  newsletter: {
    confirming: 'Confirming your subscription…',
    confirmed: 'Your subscription is confirmed. Welcome to our newsletter!',
    unsubscribing: 'Unsubscribing…',
    unsubscribed: 'You have been unsubscribed from our newsletter. We will miss you.',
    invalidLink: 'This link is invalid or has expired.',
    backHome: 'Back to Home',
    pageTitle: 'Newsletter subscription',
  },
  page: {
    homeTitle: 'Freshly Roasted Specialty Coffee',
    homeDescription: 'Harman Coffee: freshly roasted specialty coffee, brewing gear and a coffee school.',
  },
};

export const storefrontTranslations = { tr, en };

export function registerStorefrontTranslations(): void {
  addTranslations('storefront', storefrontTranslations);
}

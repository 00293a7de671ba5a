import { addTranslations } from '@harman/i18n';
import { servicesTranslations } from './services-translations';

/** The static pages' copy (namespace `site`): contact, menu, about, sustainability; the service pages beside it. */
const tr = {
  contact: {
    title: 'İletişim',
    intro: 'Sorularınız, önerileriniz ya da iş birliği teklifleriniz için bize yazın; en geç 24 saat içinde dönüş yapıyoruz.',
    detailsTitle: 'İletişim Bilgileri',
    address: 'Adres',
    addressValue: 'Moda Caddesi No: 42, Kadıköy, İstanbul',
    phone: 'Telefon',
    email: 'E-posta',
    hoursTitle: 'Çalışma Saatleri',
    hours: 'Her gün 13:00-01:00',
    map: 'Haritada Gör',
    social: 'Instagram’da bizi takip edin',
    formTitle: 'Bize Yazın',
  },
  menu: {
    title: 'Menü',
    redirecting: 'Sipariş menümüze yönlendiriliyorsunuz…',
    manual: 'Otomatik olarak yönlendirilmezseniz buraya tıklayın.',
    failed: 'Sipariş sayfasının adresi alınamadı. Lütfen biraz sonra tekrar deneyin.',
  },
  about: {
    title: 'Hikayemiz',
    lead: 'Harman, 2014’te Kadıköy’de küçük bir kavurma makinesi ve büyük bir merakla başladı.',
    story: [
      'İlk çuvallarımızı Etiyopya ve Kolombiya’daki küçük üreticilerden aldık; her partiyi tadım masasında tek tek değerlendirdik. Komşularımızın bir fincan için kuyruğa girdiği o ilk yılda bir şeyi öğrendik: iyi kahve, izlenebilir kahvedir.',
      'Bugün üç kıtadan yirmiyi aşkın çiftlikle doğrudan çalışıyor, her hafta küçük partiler halinde kavuruyor ve kahvelerimizi kavrulduktan sonraki 48 saat içinde yola çıkarıyoruz.',
    ],
    valuesTitle: 'Değerlerimiz',
    values: {
      quality: { title: 'Kalite', text: 'Yalnızca 80 puan üzeri nitelikli kahveleri seçiyoruz.' },
      transparency: { title: 'Şeffaflık', text: 'Her paketin çiftliğini, hasadını ve kavrum tarihini paylaşıyoruz.' },
      community: { title: 'Topluluk', text: 'Üreticilerimizle, baristalarımızla ve misafirlerimizle birlikte büyüyoruz.' },
      craft: { title: 'Zanaat', text: 'Her kavrum profilini çekirdeğin karakterine göre elle geliştiriyoruz.' },
    },
    missionTitle: 'Misyonumuz',
    mission: 'Çiftlikten fincana adil, izlenebilir ve taze kahveyi herkes için ulaşılabilir kılmak.',
    visionTitle: 'Vizyonumuz',
    vision: 'Türkiye’nin en güvenilen nitelikli kahve kavurucusu ve kahve kültürünün buluşma noktası olmak.',
    teamTitle: 'Ekibimiz',
    team: {
      founder: { name: 'Deniz Harmancı', role: 'Kurucu ve Baş Kavurucu' },
      quality: { name: 'Selin Aksoy', role: 'Kalite ve Tadım Sorumlusu' },
      academy: { name: 'Emre Yıldız', role: 'Kahve Okulu Eğitmeni' },
      operations: { name: 'Merve Çelik', role: 'Operasyon Müdürü' },
    },
    shopCta: 'Kahvelerimizi Keşfedin',
    franchiseCta: 'Franchise Fırsatları',
  },
  sustainability: {
    title: 'Sürdürülebilirlik',
    lead: 'Lezzetli bir fincanın arkasında adil bir tedarik zinciri ve dünyaya saygı olmalı.',
    principles: {
      directTrade: { title: 'Doğrudan ticaret', text: 'Üreticilerle aracısız çalışıyor, piyasa fiyatının üzerinde ödeme yapıyor ve uzun vadeli anlaşmalarla öngörülebilir gelir sağlıyoruz.' },
      traceability: { title: 'İzlenebilirlik', text: 'Her çekirdeğin hangi çiftlikten, hangi hasattan geldiğini kayıt altına alıyor ve paketlerimizde paylaşıyoruz.' },
      packaging: { title: 'Geri dönüştürülebilir ambalaj', text: 'Paketlerimiz geri dönüştürülebilir malzemeden üretilir; kafelerimizde kendi bardağınızı getirene indirim yaparız.' },
      energy: { title: 'Verimli kavurma', text: 'Kavurma makinelerimizin ısısını geri kazanıyor, enerji tüketimimizi her yıl ölçüp azaltıyoruz.' },
      waste: { title: 'Sıfır atık hedefi', text: 'Kahve telvesini kompost ve bahçe gübresi olarak topluluğumuzla paylaşıyoruz.' },
    },
  },
};

const en: typeof tr = {
  contact: {
    title: 'Contact',
    intro: 'Write to us with your questions, suggestions or partnership ideas; we reply within 24 hours at the latest.',
    detailsTitle: 'Contact Details',
    address: 'Address',
    addressValue: 'Moda Caddesi No: 42, Kadıköy, Istanbul',
    phone: 'Phone',
    email: 'E-mail',
    hoursTitle: 'Opening Hours',
    hours: 'Every day 13:00-01:00',
    map: 'View on the map',
    social: 'Follow us on Instagram',
    formTitle: 'Write to Us',
  },
  menu: {
    title: 'Menu',
    redirecting: 'Taking you to our ordering menu…',
    manual: 'If you are not redirected automatically, click here.',
    failed: 'The address of the ordering page could not be loaded. Please try again in a moment.',
  },
  about: {
    title: 'Our Story',
    lead: 'Harman started in Kadıköy in 2014 with a small roaster and a big curiosity.',
    story: [
      'We bought our first sacks from smallholders in Ethiopia and Colombia and judged every lot on the cupping table. In that first year, when our neighbours queued for a cup, we learned one thing: good coffee is traceable coffee.',
      'Today we work directly with more than twenty farms on three continents, roast in small batches every week and ship our coffee within 48 hours of roasting.',
    ],
    valuesTitle: 'Our Values',
    values: {
      quality: { title: 'Quality', text: 'We only select specialty coffees scoring above 80.' },
      transparency: { title: 'Transparency', text: 'We share the farm, harvest and roast date of every bag.' },
      community: { title: 'Community', text: 'We grow together with our growers, baristas and guests.' },
      craft: { title: 'Craft', text: 'We develop every roast profile by hand for the character of the bean.' },
    },
    missionTitle: 'Our Mission',
    mission: 'To make fair, traceable and fresh coffee accessible to everyone, from farm to cup.',
    visionTitle: 'Our Vision',
    vision: 'To be Turkey’s most trusted specialty coffee roaster and a meeting point of coffee culture.',
    teamTitle: 'Our Team',
    team: {
      founder: { name: 'Deniz Harmancı', role: 'Founder and Head Roaster' },
      quality: { name: 'Selin Aksoy', role: 'Quality and Cupping Lead' },
      academy: { name: 'Emre Yıldız', role: 'Coffee School Trainer' },
      operations: { name: 'Merve Çelik', role: 'Operations Manager' },
    },
    shopCta: 'Explore Our Coffee',
    franchiseCta: 'Franchise Opportunities',
  },
  sustainability: {
    title: 'Sustainability',
    lead: 'Behind a delicious cup there should be a fair supply chain and respect for the planet.',
    principles: {
      directTrade: { title: 'Direct trade', text: 'We work with growers without middlemen, pay above the market price and give predictable income through long-term agreements.' },
      traceability: { title: 'Traceability', text: 'We record which farm and harvest every bean comes from and share it on our bags.' },
      packaging: { title: 'Recyclable packaging', text: 'Our bags are made of recyclable material; in our cafés you get a discount for bringing your own cup.' },
      energy: { title: 'Efficient roasting', text: 'We recover the heat of our roasters and measure and reduce our energy use every year.' },
      waste: { title: 'Towards zero waste', text: 'We share spent coffee grounds with our community as compost and garden fertiliser.' },
    },
  },
};

export const siteTranslations = { tr, en };

export function registerSiteTranslations(): void {
  addTranslations('site', siteTranslations);
  addTranslations('site', servicesTranslations);
}

import { shellTranslations } from './shell-translations';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('shell translations', () => {
  it('has the same keys in Turkish and English, with no empty text', () => {
    expect(keys(shellTranslations.en).sort()).toEqual(keys(shellTranslations.tr).sort());
    for (const language of [shellTranslations.tr, shellTranslations.en]) {
      expect(JSON.stringify(language)).not.toMatch(/:""/);
    }
  });

  it('keeps the spec’s Turkish navigation copy verbatim', () => {
    const { nav, account } = shellTranslations.tr;
    expect([nav.home, nav.menu, nav.shop, nav.franchise, nav.about, nav.contact]).toEqual([
      'Ana Sayfa', 'Menü', 'Mağaza', 'Franchise', 'Hakkımızda', 'İletişim',
    ]);
    expect([nav.more, nav.moreTitle]).toEqual(['Daha Fazla', 'Özel Hizmetler']);
    expect([nav.sustainability, nav.coffeeSchool, nav.wholesale, nav.careers]).toEqual([
      'Sürdürülebilirlik', 'Kahve Okulu', 'Toptan Kahve', 'İnsan Kaynakları',
    ]);
    expect([account.login, account.register, account.myAccount, account.myOrders, account.logout]).toEqual([
      'Giriş Yap', 'Kayıt Ol', 'Hesabım', 'Siparişlerim', 'Çıkış Yap',
    ]);
  });
});

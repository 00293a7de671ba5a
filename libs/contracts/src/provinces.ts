/**
 * The 81 provinces (il) of Türkiye in licence-plate order (01 Adana … 81 Düzce): the checkout address's
 * province must be one of them, and the cash-on-delivery allow-list names them the same way.
 */
export const PROVINCES = [
  'Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Amasya', 'Ankara', 'Antalya', 'Artvin', 'Aydın', 'Balıkesir',
  'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur', 'Bursa', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli',
  'Diyarbakır', 'Edirne', 'Elazığ', 'Erzincan', 'Erzurum', 'Eskişehir', 'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkari',
  'Hatay', 'Isparta', 'Mersin', 'İstanbul', 'İzmir', 'Kars', 'Kastamonu', 'Kayseri', 'Kırklareli', 'Kırşehir',
  'Kocaeli', 'Konya', 'Kütahya', 'Malatya', 'Manisa', 'Kahramanmaraş', 'Mardin', 'Muğla', 'Muş', 'Nevşehir',
  'Niğde', 'Ordu', 'Rize', 'Sakarya', 'Samsun', 'Siirt', 'Sinop', 'Sivas', 'Tekirdağ', 'Tokat',
  'Trabzon', 'Tunceli', 'Şanlıurfa', 'Uşak', 'Van', 'Yozgat', 'Zonguldak', 'Aksaray', 'Bayburt', 'Karaman',
  'Kırıkkale', 'Batman', 'Şırnak', 'Bartın', 'Ardahan', 'Iğdır', 'Yalova', 'Karabük', 'Kilis', 'Osmaniye',
  'Düzce',
] as const;
export type Province = (typeof PROVINCES)[number];

const TURKISH_LETTERS: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Lower case, Turkish letters to their ASCII base: 'Istanbul', 'İSTANBUL' and 'istanbul' read alike. */
function fold(value: string): string {
  return value
    .normalize('NFC')
    .trim()
    .toLocaleLowerCase('tr')
    .replace(/\u0307/g, '')
    .replace(/[çğıöşüâîû]/g, (letter) => TURKISH_LETTERS[letter]);
}

const byFoldedName = new Map<string, Province>(PROVINCES.map((name) => [fold(name), name]));

/**
 * The province a typed or saved city names, whatever its case or Turkish letters ('istanbul', 'Istanbul',
 * 'İSTANBUL', 'Sanliurfa' → the list's name), or null. Address-book entries are free text, so checkout maps them
 * through this instead of refusing them.
 */
export function provinceOf(value: string): Province | null {
  return byFoldedName.get(fold(value)) ?? null;
}

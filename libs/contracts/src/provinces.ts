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

const byFoldedName = new Map<string, Province>(PROVINCES.map((name) => [name.toLocaleLowerCase('tr'), name]));

/**
 * The province a typed or saved city names, whatever its case ('istanbul', 'İSTANBUL' → 'İstanbul'), or null.
 * Address-book entries predate the list, so checkout maps them through this instead of refusing them.
 */
export function provinceOf(value: string): Province | null {
  return byFoldedName.get(value.trim().toLocaleLowerCase('tr')) ?? null;
}

/** Kuruş as the form shows it: '320,00' (Turkish) or '320.00' (English); empty for null. */
export function kurusToInput(kurus: number | null, language: string): string {
  if (kurus === null) return '';
  const text = (kurus / 100).toFixed(2);
  return language === 'tr' ? text.replace('.', ',') : text;
}

/**
 * What staff typed as lira, in kuruş: '320', '320,5', '320.50', '1.250,00' all work. NaN when it is not an amount
 * (the schema then reports it); null for an empty optional field.
 */
export function inputToKurus(text: string): number | null {
  const trimmed = text.trim().replace(/\s|₺/g, '');
  if (trimmed === '') return null;
  // A comma is the decimal mark when there is one; dots before it are thousands separators.
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

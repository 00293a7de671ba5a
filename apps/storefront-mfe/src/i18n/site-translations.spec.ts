import {
  ACADEMY_COURSES,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
  FRANCHISE_CITIES,
  FRANCHISE_EXPERIENCE,
  FRANCHISE_INVESTMENT,
  WHOLESALE_BUSINESS_TYPES,
  WHOLESALE_MONTHLY_VOLUMES,
  academyFormSchema,
  careersFormSchema,
  contactFormSchema,
  franchiseFormSchema,
  wholesaleFormSchema,
} from '@harman/contracts';
import type { z } from 'zod';
import { formsTranslations } from './forms-translations';
import { legalTranslations } from './legal-translations';
import { servicesTranslations } from './services-translations';
import { siteTranslations } from './site-translations';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every message key a schema can produce, found by validating hostile and empty values. */
function messageKeysOf(schema: z.ZodType, samples: Record<string, unknown>[]): Set<string> {
  const found = new Set<string>();
  for (const sample of samples) {
    const result = schema.safeParse(sample);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  }
  return found;
}

describe('site, forms and legal translations', () => {
  it.each([
    ['site', siteTranslations],
    ['services', servicesTranslations],
    ['forms', formsTranslations],
    ['legal', legalTranslations],
  ])('%s has the same keys (and list lengths) in Turkish and English', (_name, resources) => {
    expect(keys(resources.en).sort()).toEqual(keys(resources.tr).sort());
  });

  it('keeps the spec’s Turkish messages verbatim', () => {
    const { errors, status } = formsTranslations.tr;
    expect(errors).toMatchObject({
      nameRequired: 'Ad Soyad gereklidir',
      nameMin: 'Ad Soyad en az 2 karakter olmalıdır',
      nameMax: 'Ad Soyad en fazla 100 karakter olabilir',
      nameInvalid: 'Ad Soyad geçersiz karakterler içeriyor',
      emailRequired: 'E-posta adresi gereklidir',
      emailInvalid: 'Geçerli bir e-posta adresi giriniz',
      emailTooLong: 'E-posta adresi çok uzun',
      phoneInvalid: 'Geçerli bir telefon numarası giriniz',
      messageRequired: 'Mesaj gereklidir',
      messageMin: 'Mesaj en az 10 karakter olmalıdır',
      messageMax: 'Mesaj en fazla 500 karakter olabilir',
      messageUnsafe: 'Mesaj geçersiz içerik barındırıyor',
    });
    expect(status.limitedTitle).toBe('Gönderim limiti aşıldı');
    expect(formsTranslations.en.status).toMatchObject({
      invalidToken: 'Invalid security token. Please refresh the page and try again.',
      limitedUntil: 'Submission limit reached. Please try again after {{time}}.',
      correctErrors: 'Please correct the errors in the form.',
      failed: 'Form submission failed. Please try again later.',
      unexpected: 'An unexpected error occurred. Please try again later.',
    });
  });

  it('translates every message key the shared schemas can produce', () => {
    const hostile = { name: '<x>', full_name: '<x>', businessName: '<x>', contactName: '', email: 'x@', phone: 'abc', message: '<script>', city: 'x', position: 'x', businessType: 'x', experience: 'x', investment: 'x', course: 'x', goals: 'x', location: 'x', monthlyVolume: 'x' };
    const empty = { name: '', full_name: '', businessName: '', contactName: 'A', email: '', phone: '12', message: 'k', city: '', position: '', businessType: '' };
    const long = { name: 'x'.repeat(101), full_name: 'x'.repeat(101), businessName: 'x'.repeat(101), email: `${'a'.repeat(256)}@x.com`, phone: '1'.repeat(21), message: 'x'.repeat(1_001) };
    const samples = [hostile, empty, long, {}];
    const produced = new Set<string>();
    for (const schema of [contactFormSchema, franchiseFormSchema, academyFormSchema, wholesaleFormSchema, careersFormSchema]) {
      for (const key of messageKeysOf(schema, samples)) produced.add(key);
    }
    const known = new Set(Object.keys(formsTranslations.tr.errors).map((key) => `errors.${key}`));
    const unknown = [...produced].filter((key) => key !== 'Unrecognized key' && !key.startsWith('Unrecognized') && !known.has(key));
    expect(unknown).toEqual([]);
    expect(produced.size).toBeGreaterThan(10);
  });

  it('labels every choice of every enumeration', () => {
    const { tr } = formsTranslations;
    expect(Object.keys(tr.franchise.cities)).toEqual([...FRANCHISE_CITIES]);
    expect(Object.keys(tr.franchise.experience)).toEqual([...FRANCHISE_EXPERIENCE]);
    expect(Object.keys(tr.franchise.investment)).toEqual([...FRANCHISE_INVESTMENT]);
    expect(Object.keys(tr.wholesale.businessTypes)).toEqual([...WHOLESALE_BUSINESS_TYPES]);
    expect(Object.keys(tr.wholesale.volumes)).toEqual([...WHOLESALE_MONTHLY_VOLUMES]);
    expect(Object.keys(tr.careers.positions)).toEqual([...CAREER_POSITIONS]);
    expect(Object.keys(tr.careers.experience)).toEqual([...CAREER_EXPERIENCE]);
    expect(Object.keys(tr.careers.locations)).toEqual([...CAREER_LOCATIONS]);
    expect(Object.keys(servicesTranslations.tr.coffeeSchool.courseNames)).toEqual([...ACADEMY_COURSES]);
  });
});

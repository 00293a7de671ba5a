import fc from 'fast-check';
import { careersFormSchema, cvClientError, franchiseFormSchema } from './application-forms';
import { containsUnsafeMarkup, isEmailAddress } from './form-fields';
import { contactFormSchema } from './forms';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [String(issue.path[0]), issue.message]));

describe('contact form schema (spec §5)', () => {
  const valid = { full_name: ' Ayşe Yılmaz ', email: ' ayse@example.com ', phone: '', message: 'Merhaba, bir sorum var.' };

  it('accepts a valid message, trims it, drops an empty phone and defaults the language to Turkish', () => {
    expect(contactFormSchema.parse(valid)).toEqual({
      full_name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      message: 'Merhaba, bir sorum var.',
      language: 'tr',
    });
  });

  it('answers the first rule each field breaks, as a translation key', () => {
    expect(firstMessages(contactFormSchema.safeParse({}))).toMatchObject({
      full_name: 'errors.nameRequired',
      email: 'errors.emailRequired',
      message: 'errors.messageRequired',
    });
    expect(firstMessages(contactFormSchema.safeParse({ ...valid, full_name: 'A', email: 'a@b', phone: '12', message: 'kısa' }))).toEqual({
      full_name: 'errors.nameMin',
      email: 'errors.emailInvalid',
      phone: 'errors.phoneInvalid',
      message: 'errors.messageMin',
    });
  });

  it('refuses unknown fields', () => {
    expect(contactFormSchema.safeParse({ ...valid, status: 'replied' }).success).toBe(false);
  });
});

describe('markup and address checks', () => {
  it.each(['<script>alert(1)</script>', '< SCRIPT src=x>', 'java\nscript:alert(1)', '<a onClick=x>', 'x onerror =y'])('finds %j unsafe', (text) => {
    expect(containsUnsafeMarkup(text)).toBe(true);
  });
  it.each(['Fiyat <b>listesi</b> nedir?', 'Tıklayın: harmankahve.com.tr', 'Error on click?'])('lets %j through', (text) => {
    expect(containsUnsafeMarkup(text)).toBe(false);
  });

  it('stays fast on long hostile input (no catastrophic backtracking)', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', '@', '.', ' ', '<', 'a@', '.@'), fc.integer({ min: 1_000, max: 50_000 }), (unit, times) => {
        const input = `${unit.repeat(times)}!`;
        const started = performance.now();
        containsUnsafeMarkup(input);
        isEmailAddress(input);
        contactFormSchema.safeParse({ full_name: input, email: input, phone: input, message: input });
        expect(performance.now() - started).toBeLessThan(100);
      }),
      { numRuns: 30 },
    );
  });
});

describe('application schemas', () => {
  it('requires the spec’s fields and a choice from each list', () => {
    expect(firstMessages(franchiseFormSchema.safeParse({ name: 'Kerem', email: 'k@example.com', phone: '05325554433', city: '' }))).toEqual({
      city: 'errors.choiceRequired',
    });
    const careers = careersFormSchema.safeParse({ name: 'Zeynep', email: 'z@example.com', phone: '05329876543', position: 'barista', experience: '', location: '' });
    expect(careers.success && careers.data).toEqual({ name: 'Zeynep', email: 'z@example.com', phone: '05329876543', position: 'barista', language: 'tr' });
  });

  it('checks a chosen CV by name and size in the browser', () => {
    expect(cvClientError({ name: 'cv.PDF', size: 10 })).toBeNull();
    expect(cvClientError({ name: 'cv.docx', size: 10 })).toBeNull();
    expect(cvClientError({ name: 'cv.exe', size: 10 })).toBe('errors.cvType');
    expect(cvClientError({ name: 'cv.pdf', size: 0 })).toBe('errors.cvEmpty');
    expect(cvClientError({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 })).toBe('errors.cvTooLarge');
  });
});

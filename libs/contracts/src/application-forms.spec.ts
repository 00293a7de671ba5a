import fc from 'fast-check';
import { wholesaleFormSchema } from './application-forms';
import { personNameField } from './form-fields';
import { contactFormSchema } from './forms';

const valid = {
  businessName: 'Köşe Kafe',
  contactName: 'Mehmet Demir',
  email: 'mehmet@example.com',
  phone: '0216 345 00 42',
  businessType: 'cafe',
};

/** The first message the wholesale schema answers for `contactName`, or null when it is accepted. */
const contactNameMessage = (contactName: unknown) => {
  const result = wholesaleFormSchema.safeParse({ ...valid, contactName });
  return result.error?.issues.find((issue) => issue.path[0] === 'contactName')?.message ?? null;
};

describe('wholesale contactName ("Yetkili kişi")', () => {
  it.each([
    ['', 'errors.contactNameRequired'],
    ['   ', 'errors.contactNameRequired'],
    [undefined, 'errors.contactNameRequired'],
    ['A', 'errors.contactNameMin'],
    ['x'.repeat(101), 'errors.contactNameMax'],
    ['<b>Mehmet</b>', 'errors.contactNameInvalid'],
    ['Ali {{7*7}}', 'errors.contactNameInvalid'],
    ['Ali\r\nBcc: victim@example.com', 'errors.contactNameInvalid'],
  ])('answers %j with its own message %s', (value, key) => {
    expect(contactNameMessage(value)).toBe(key);
  });

  it('accepts and trims a name', () => {
    const parsed = wholesaleFormSchema.parse({ ...valid, contactName: '  Mehmet Demir ' });
    expect(parsed.contactName).toBe('Mehmet Demir');
  });

  it('decides as the person-name rule does, only in its own words', () => {
    const ownWords = (key: string | null) => key && key.replace('errors.name', 'errors.contactName');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('', ' ', 'A', 'Ayşe', '<x>', '{', '\u0007', 'x'.repeat(100), 'x'.repeat(101))), (value) => {
        const person = personNameField().safeParse(value);
        expect(contactNameMessage(value)).toBe(ownWords(person.error?.issues[0]?.message ?? null));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves the contact form’s "Ad Soyad" messages as they are', () => {
    const result = contactFormSchema.safeParse({ full_name: '', email: 'a@example.com', message: 'Merhaba, bir sorum var.' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['full_name'], message: 'errors.nameRequired' });
  });
});

import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['Password123', 'password123', 'Password1!', 'Galatasaray1905', '!!Qwerty2024', 'Şifre123', 'Aaaaaaaa1'])(
    'refuses %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Kavrulmus-Cekirdek7', 'Mavi-Fincan-42', 'Pässwörd🙂Lang9', 'Yirgacheffe2Kenya'])('accepts %s', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );

  it('refuses a password built on the account address', () => {
    expect(isCommonPassword('Ayseyilmaz!9', ['ayseyilmaz'])).toBe(true);
    expect(isCommonPassword('Ayseyilmaz!9', ['bob'])).toBe(false);
  });
});

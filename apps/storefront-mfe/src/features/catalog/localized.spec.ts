import { imageAlt, localizedList } from './localized';

describe('image alt text', () => {
  it('uses the stored (Turkish) alt text in Turkish, the English product name in English', () => {
    expect(imageAlt('tr', 'Etiyopya Yirgacheffe, kavrulmuş çekirdekler', 'Etiyopya Yirgacheffe')).toBe('Etiyopya Yirgacheffe, kavrulmuş çekirdekler');
    expect(imageAlt('en', 'Etiyopya Yirgacheffe, kavrulmuş çekirdekler', 'Ethiopia Yirgacheffe')).toBe('Ethiopia Yirgacheffe');
    expect(imageAlt('tr', '', 'Ev Harmanı')).toBe('Ev Harmanı');
    expect(imageAlt('tr', undefined, 'Ev Harmanı')).toBe('Ev Harmanı');
  });
});

describe('localized lists', () => {
  it('gives the English list in English and the Turkish one in Turkish', () => {
    expect(localizedList('en', ['tek köken', 'endonezya'], ['single origin', 'indonesia'])).toEqual(['single origin', 'indonesia']);
    expect(localizedList('tr', ['tek köken', 'endonezya'], ['single origin', 'indonesia'])).toEqual(['tek köken', 'endonezya']);
  });

  it('falls back to the Turkish list where there is no English one', () => {
    expect(localizedList('en', ['tek köken'], [])).toEqual(['tek köken']);
    expect(localizedList('en', ['tek köken'], undefined)).toEqual(['tek köken']);
  });
});

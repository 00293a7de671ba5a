import { imageAlt } from './localized';

describe('image alt text', () => {
  it('uses the stored (Turkish) alt text in Turkish, the English product name in English', () => {
    expect(imageAlt('tr', 'Etiyopya Yirgacheffe, kavrulmuş çekirdekler', 'Etiyopya Yirgacheffe')).toBe('Etiyopya Yirgacheffe, kavrulmuş çekirdekler');
    expect(imageAlt('en', 'Etiyopya Yirgacheffe, kavrulmuş çekirdekler', 'Ethiopia Yirgacheffe')).toBe('Ethiopia Yirgacheffe');
    expect(imageAlt('tr', '', 'Ev Harmanı')).toBe('Ev Harmanı');
    expect(imageAlt('tr', undefined, 'Ev Harmanı')).toBe('Ev Harmanı');
  });
});

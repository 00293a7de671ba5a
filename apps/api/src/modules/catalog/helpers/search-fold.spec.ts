import { containsPattern, searchFold } from './search-fold';

describe('searchFold', () => {
  it('folds the dotted and dotless i of Turkish to one letter', () => {
    for (const spelling of ['ETİYOPYA', 'etiyopya', 'Etiyopya', 'ETIYOPYA', 'etıyopya']) {
      expect(searchFold(spelling)).toBe('etiyopya');
    }
  });

  it('folds a decomposed capital dotted I like the composed one', () => {
    expect(searchFold('ET\u0049\u0307YOPYA')).toBe('etiyopya');
  });

  it('folds the other Turkish letters to their ASCII base', () => {
    expect(searchFold('Kahve Değirmeni ŞÇÖÜ')).toBe('kahve degirmeni scou');
    expect(searchFold('çekirdek')).toBe(searchFold('cekirdek'));
  });

  it('leaves other text lower-cased', () => {
    expect(searchFold('V60 Dripper')).toBe('v60 dripper');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('100%_pure\\')).toBe('%100\\%\\_pure\\\\%');
  });
});

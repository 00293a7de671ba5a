import { containsPattern, searchesByToken, searchFold } from './search-fold';

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

describe('searchesByToken', () => {
  it('takes a folded term of 3 characters or more without a separator', () => {
    for (const term of ['etiyopya', 'ETİYOPYA', 'yopya', 'ıhl', 'parti-7', '100%', 'tek_k', 'a\\b', 'kahve\u00a0fincan']) {
      expect({ term, byToken: searchesByToken(term) }).toEqual({ term, byToken: true });
    }
  });

  it('leaves terms of 1 or 2 characters, counted after folding, to the search text', () => {
    // 'I' + U+0307 folds to one 'i'.
    for (const term of ['k', 'ya', '%', 'I\u0307y']) {
      expect({ term, byToken: searchesByToken(term) }).toEqual({ term, byToken: false });
    }
  });

  it('leaves a term with a space, tab, line break, form feed or vertical tab to the search text', () => {
    for (const separator of [' ', '\t', '\n', '\r', '\f', '\v']) {
      expect({ separator, byToken: searchesByToken(`kosta${separator}rika`) }).toEqual({ separator, byToken: false });
    }
  });
});

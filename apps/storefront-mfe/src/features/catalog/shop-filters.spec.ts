import { DEFAULT_FILTERS, cleanQuery, hasControlCharacters, lastPage, readFilters, toProductQuery, writeFilters } from './shop-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('shop filters in the URL', () => {
  it('reads the plain shop as the defaults: featured, 0 to 4000 TL, page 1', () => {
    expect(read('')).toEqual({ q: '', category: null, sort: 'featured', minPrice: 0, maxPrice: 4_000, page: 1 });
  });

  it('round-trips every filter, leaving defaults out of the URL', () => {
    const filters = { q: 'ETİYOPYA', category: 'single-origin', sort: 'price-low' as const, minPrice: 100, maxPrice: 350, page: 2 };
    const params = writeFilters(filters);
    expect(params.toString()).toBe('q=ET%C4%B0YOPYA&category=single-origin&sort=price-low&min=100&max=350&page=2');
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('falls back to defaults for hand-edited nonsense instead of failing the page', () => {
    expect(read('sort=name;DROP&category=Kahve Çekirdekleri&min=-5&max=1e9&page=0')).toEqual(DEFAULT_FILTERS);
    expect(read(`q=${'k'.repeat(150)}`).q).toHaveLength(100);
  });

  it('drops control characters from the search (the api refuses them)', () => {
    expect(read('q=%01').q).toBe('');
    expect(read('q=ev%00harman%0A').q).toBe('ev harman');
    expect(read('q=%C2%85kahve%7F').q).toBe('kahve');
    expect(toProductQuery(read('q=%01'), 'tr').has('q')).toBe(false);
    expect(hasControlCharacters('\u0001')).toBe(true);
    expect(hasControlCharacters('ETİYOPYA kahve')).toBe(false);
    expect(hasControlCharacters(null)).toBe(false);
    expect(cleanQuery('  Ev Harmanı ')).toBe('Ev Harmanı');
  });

  it('knows the last page of a result', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(19)).toBe(1);
    expect(lastPage(20)).toBe(1);
    expect(lastPage(43)).toBe(3);
  });

  it('swaps a minimum above the maximum', () => {
    expect(read('min=3000&max=500')).toMatchObject({ minPrice: 500, maxPrice: 3_000 });
  });

  it('asks the api for the filters in lira, with the page size, in the page language', () => {
    expect(toProductQuery({ ...DEFAULT_FILTERS, q: 'kahve', minPrice: 200 }, 'tr').toString()).toBe(
      'q=kahve&sort=featured&minPrice=200&page=1&pageSize=20',
    );
    expect(toProductQuery(DEFAULT_FILTERS, 'en').toString()).toBe('sort=featured&page=1&pageSize=20&lang=en');
  });
});

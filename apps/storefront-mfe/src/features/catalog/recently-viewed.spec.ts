/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ProductSummary } from '@harman/contracts';
import { RECENTLY_VIEWED_KEY, rememberViewed, useRecentlyViewed } from './recently-viewed';

const product = (n: number): ProductSummary => ({
  id: `id-${n}`,
  slug: `product-${n}`,
  sku: `SKU-${n}`,
  name: `Ürün ${n}`,
  nameEn: `Product ${n}`,
  subtitle: null,
  subtitleEn: null,
  description: '',
  descriptionEn: '',
  category: { id: 'c', slug: 'beans', name: 'Kahve', nameEn: 'Coffee' },
  basePrice: 10_000 + n,
  comparePrice: null,
  currency: 'TRY',
  weight: 250,
  tags: [],
  tagsEn: [],
  colors: [],
  featured: false,
  bestseller: false,
  newProduct: false,
  onSale: false,
  primaryImage: null,
  defaultVariant: n % 2 === 0 ? { name: '250g', nameEn: '250g', price: 9_000 } : null,
  stock: n,
  rating: null,
  reviewCount: 0,
  createdAt: new Date(0).toISOString(),
});

describe('recently viewed', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each product once, newest first, at most fifteen, with the price a list shows', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    act(() => {
      for (let n = 1; n <= 17; n += 1) rememberViewed(product(n));
      rememberViewed(product(5));
    });
    expect(result.current.map((entry) => entry.slug)).toEqual([5, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3].map((n) => `product-${n}`));
    expect(result.current.find((entry) => entry.slug === 'product-4')).toMatchObject({ price: 9_000, soldOut: false });
    expect(result.current.find((entry) => entry.slug === 'product-5')).toMatchObject({ price: 10_005 });
  });

  it('drops entries that do not parse and survives a broken record', () => {
    const valid = { id: 'a', slug: 'kenya-aa', name: 'Kenya AA', nameEn: 'Kenya AA', price: 31_000, comparePrice: null, image: null, soldOut: false };
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ id: 1 }, valid, { ...valid, price: -1 }]));
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([valid]);
    act(() => {
      window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(result.current).toEqual([]);
  });
});

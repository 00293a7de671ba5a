import { priceQuote, type QuoteProductRow } from './price-quote';

const coffee: QuoteProductRow = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'kenya-aa',
  sku: 'HK-KEN',
  name: 'Kenya AA',
  name_en: 'Kenya AA',
  base_price: 31_000,
  image: null,
  variants: [
    { name: '250g', nameEn: '250g', sku: 'HK-KEN-250', price: 31_000 },
    { name: '1 kilo', nameEn: '1 kilo pack', sku: 'HK-KEN-1000', price: 110_000 },
  ],
  stock: { 'HK-KEN-250': 4, 'HK-KEN-1000': 0 },
};

describe('priceQuote', () => {
  it('finds a variant by either language and counts only its own stock', () => {
    const quote = priceQuote({ items: [{ id: coffee.id, variant: '1 kilo pack', quantity: 1 }] }, [coffee]);
    expect(quote.lines[0]).toMatchObject({ unitPrice: 110_000, available: 0, issues: ['OUT_OF_STOCK'], lineTotal: 0 });
    expect(quote.subtotal).toBe(0);
  });

  it('matches an id whatever its letter case', () => {
    const quote = priceQuote({ items: [{ id: coffee.id.toUpperCase(), variant: '250g', quantity: 4 }] }, [coffee]);
    expect(quote.lines[0]).toMatchObject({ id: coffee.id.toUpperCase(), unitPrice: 31_000, issues: [] });
    expect(quote.subtotal).toBe(124_000);
  });

  it('prices a line without a variant at the base price against all stock of the product', () => {
    const quote = priceQuote({ items: [{ id: coffee.id, quantity: 4 }] }, [coffee]);
    expect(quote.lines[0]).toMatchObject({ unitPrice: 31_000, available: 4, issues: [] });
  });

  it('reports a price change and a stock shortage together, and leaves the line out of the totals', () => {
    const quote = priceQuote({ items: [{ id: coffee.id, variant: '250g', quantity: 5, price: 30_000 }] }, [coffee]);
    expect(quote.lines[0].issues).toEqual(['OUT_OF_STOCK', 'PRICE_CHANGED']);
    expect(quote).toMatchObject({ itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
  });
});

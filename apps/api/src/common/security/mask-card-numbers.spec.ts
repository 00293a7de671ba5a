import { maskCardNumbers } from './mask-card-numbers';

describe('maskCardNumbers', () => {
  it('masks Luhn-valid card runs in any usual spelling', () => {
    expect(maskCardNumbers('/api/products?q=4111111111111111')).toBe('/api/products?q=[card number removed]');
    expect(maskCardNumbers('q=4111 1111 1111 1111&x=1')).toBe('q=[card number removed]&x=1');
    expect(maskCardNumbers('q=4111-1111-1111-1111')).toBe('q=[card number removed]');
    expect(maskCardNumbers('q=4111%201111%201111%201111')).toBe('q=[card number removed]');
    expect(maskCardNumbers('amex 378282246310005')).toBe('amex [card number removed]');
  });

  it('leaves other numbers alone', () => {
    expect(maskCardNumbers('/api/products?page=2&ts=1732300000001')).toBe('/api/products?page=2&ts=1732300000001');
    expect(maskCardNumbers('order 4111111111111112')).toBe('order 4111111111111112');
  });
});

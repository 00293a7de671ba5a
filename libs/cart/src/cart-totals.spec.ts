import type { CartItem } from '@harman/contracts';
import { computeTotals } from './cart-totals';

const line = (price: number, quantity = 1, id = `p${price}`): CartItem => ({ id, name: id, price, quantity });

describe('computeTotals', () => {
  it('is all zero for an empty cart, with no shipping', () => {
    expect(computeTotals([])).toEqual({
      itemCount: 0,
      subtotal: 0,
      vat: 0,
      shipping: 0,
      total: 0,
      remainingForFreeShipping: 50_000,
      freeShipping: false,
      vatRateBasisPoints: 100,
    });
  });

  it('charges 29.99 TL shipping below 500 TL and tells the remaining amount', () => {
    // 285 TL + 195 TL = 480 TL.
    const totals = computeTotals([line(28_500), line(19_500)]);
    expect(totals).toEqual({
      itemCount: 2,
      subtotal: 48_000,
      vat: 480,
      shipping: 2_999,
      total: 48_000 + 480 + 2_999,
      remainingForFreeShipping: 2_000,
      freeShipping: false,
      vatRateBasisPoints: 100,
    });
  });

  it('ships free at exactly 500 TL', () => {
    const totals = computeTotals([line(25_000, 2)]);
    expect(totals.subtotal).toBe(50_000);
    expect(totals.shipping).toBe(0);
    expect(totals.freeShipping).toBe(true);
    expect(totals.remainingForFreeShipping).toBe(0);
    expect(totals.total).toBe(50_500);
  });

  it('charges shipping 1 kuruş below the threshold', () => {
    const totals = computeTotals([line(49_999)]);
    expect(totals.shipping).toBe(2_999);
    expect(totals.remainingForFreeShipping).toBe(1);
  });

  it('rounds 1 % VAT half up to whole kuruş', () => {
    expect(computeTotals([line(149)]).vat).toBe(1); // 1.49 → 1
    expect(computeTotals([line(150)]).vat).toBe(2); // 1.50 → 2
    expect(computeTotals([line(49)]).vat).toBe(0); // 0.49 → 0
    expect(computeTotals([line(50)]).vat).toBe(1); // 0.50 → 1
    expect(computeTotals([line(12_345)]).vat).toBe(123); // 123.45 → 123
  });

  it('counts quantities and multiplies prices by them', () => {
    const totals = computeTotals([line(24_500, 3, 'espresso'), line(22_500, 2, 'house')]);
    expect(totals.itemCount).toBe(5);
    expect(totals.subtotal).toBe(118_500);
    expect(totals.vat).toBe(1_185);
    expect(totals.total).toBe(119_685);
    expect(Number.isInteger(totals.total)).toBe(true);
  });
});

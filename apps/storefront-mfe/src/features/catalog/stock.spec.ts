import { variantWeight } from './stock';

describe('variant weight', () => {
  const product = { weight: 250 };

  it("reads the pack's weight from the option, so a 1kg line weighs 1000 g", () => {
    expect(variantWeight(product, { name: '250g' })).toBe(250);
    expect(variantWeight(product, { name: '1kg' })).toBe(1000);
    expect(variantWeight(product, { name: '1,5 kg' })).toBe(1500);
    expect(variantWeight(product, { name: '500 gr' })).toBe(500);
  });

  it("keeps the product's weight for an option that names no weight, or no option", () => {
    expect(variantWeight(product, { name: 'Siyah' })).toBe(250);
    expect(variantWeight(product, undefined)).toBe(250);
  });
});

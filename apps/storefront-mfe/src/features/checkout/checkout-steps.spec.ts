import { allowedStep, nextStep, parseStep, previousStep, stepPath } from './checkout-steps';

const none = { hasAddress: false, hasDelivery: false, hasPayment: false };
const all = { hasAddress: true, hasDelivery: true, hasPayment: true };

describe('checkout steps', () => {
  it('reads the step from the URL, and anything unknown as the cart', () => {
    expect(parseStep('payment')).toBe('payment');
    expect(parseStep(null)).toBe('cart');
    expect(parseStep('confirmation')).toBe('cart');
    expect(parseStep('__proto__')).toBe('cart');
  });

  it('sends a shopper to the first unfinished step instead of a later one', () => {
    expect(allowedStep('review', none)).toBe('shipping');
    expect(allowedStep('payment', { ...none, hasAddress: true })).toBe('delivery');
    expect(allowedStep('review', { ...all, hasPayment: false })).toBe('payment');
    expect(allowedStep('review', all)).toBe('review');
  });

  it('always lets a shopper go back to an earlier step', () => {
    expect(allowedStep('cart', none)).toBe('cart');
    expect(allowedStep('shipping', none)).toBe('shipping');
    expect(allowedStep('delivery', { ...none, hasAddress: true })).toBe('delivery');
  });

  it('walks the steps in order and keeps the cart step at plain /checkout', () => {
    expect(nextStep('cart')).toBe('shipping');
    expect(nextStep('shipping')).toBe('delivery');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('payment')).toBe('delivery');
    expect(previousStep('cart')).toBe('cart');
    expect(stepPath('cart')).toBe('/checkout');
    expect(stepPath('delivery')).toBe('/checkout?step=delivery');
  });
});

import type { CartItem } from '@harman/contracts';
import { addItem, clearCart, removeItem, repriceItems, restoreItem, setQuantity } from './cart-rules';
import { cartLineKey } from './cart-line';

const yirgacheffe = { id: 'ethiopia-yirgacheffe', name: 'Ethiopia Yirgacheffe', price: 28_500, variant: '250g' };
const grinder = { id: 'hand-grinder', name: 'Hand Grinder', price: 149_900 };

describe('addItem', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('starts a new line at quantity 1', () => {
    expect(addItem([], yirgacheffe)).toEqual([{ ...yirgacheffe, quantity: 1 }]);
  });

  it('starts a new line at the given quantity', () => {
    expect(addItem([], grinder, 3)).toEqual([{ ...grinder, quantity: 3 }]);
  });

  it('raises the quantity of the same id and variant instead of adding a line', () => {
    const once = addItem([], yirgacheffe);
    const twice = addItem(once, yirgacheffe);
    expect(twice).toEqual([{ ...yirgacheffe, quantity: 2 }]);
    expect(addItem(twice, yirgacheffe, 5)).toEqual([{ ...yirgacheffe, quantity: 7 }]);
  });

  it('keeps another variant of the same product as its own line', () => {
    const items = addItem(addItem([], yirgacheffe), { ...yirgacheffe, variant: '1kg' });
    expect(items.map((item) => [item.variant, item.quantity])).toEqual([
      ['250g', 1],
      ['1kg', 1],
    ]);
  });

  it("treats an undefined and an empty variant as the same line, stored without a variant", () => {
    const items = addItem(addItem([], { ...grinder, variant: '' }), grinder);
    expect(items).toEqual([{ ...grinder, quantity: 2 }]);
    expect('variant' in items[0]).toBe(false);
  });

  it('caps the quantity at 99', () => {
    const items = addItem([], yirgacheffe, 98);
    expect(addItem(items, yirgacheffe)[0].quantity).toBe(99);
    expect(addItem(addItem(items, yirgacheffe), yirgacheffe)[0].quantity).toBe(99);
    expect(addItem([], yirgacheffe, 250)[0].quantity).toBe(99);
  });

  it('returns the same array when the line is already at the cap', () => {
    const full = addItem([], yirgacheffe, 99);
    expect(addItem(full, yirgacheffe)).toBe(full);
  });

  it('does not change the items it is given', () => {
    const items = Object.freeze(addItem([], yirgacheffe));
    addItem(items, yirgacheffe);
    expect(items[0].quantity).toBe(1);
  });

  it.each([
    ['a missing id', { name: 'X', price: 100 }],
    ['an empty id', { id: '', name: 'X', price: 100 }],
    ['a missing name', { id: 'x', price: 100 }],
    ['a missing price', { id: 'x', name: 'X' }],
    ['a negative price', { id: 'x', name: 'X', price: -1 }],
    ['a price that is not a number', { id: 'x', name: 'X', price: '100' }],
    ['a NaN price', { id: 'x', name: 'X', price: Number.NaN }],
    ['an infinite price', { id: 'x', name: 'X', price: Number.POSITIVE_INFINITY }],
    ['a fractional kuruş price', { id: 'x', name: 'X', price: 10.5 }],
    ['no object at all', null],
  ])('ignores %s and logs it', (_label, input) => {
    const items = addItem([], grinder);
    expect(addItem(items, input as never)).toBe(items);
    expect(errorSpy).toHaveBeenCalledWith('Invalid item data provided to addToCart');
  });

  it('accepts a free item (price 0)', () => {
    expect(addItem([], { id: 'sample', name: 'Sample', price: 0 })).toHaveLength(1);
  });

  it('ignores a quantity below 1', () => {
    const items = addItem([], grinder);
    expect(addItem(items, grinder, 0)).toBe(items);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps only the known fields of the input', () => {
    const input = { ...grinder, image: '/img/grinder.jpg', weight: 650, extra: 'dropped' };
    expect(addItem([], input)).toEqual([{ ...grinder, image: '/img/grinder.jpg', weight: 650, quantity: 1 }]);
  });
});

describe('setQuantity', () => {
  const items: readonly CartItem[] = [
    { ...yirgacheffe, quantity: 2 },
    { ...grinder, quantity: 1 },
  ];

  it('sets the quantity of the line with that id and variant', () => {
    expect(setQuantity(items, yirgacheffe.id, '250g', 5)[0].quantity).toBe(5);
  });

  it.each([0, -1, -100])('removes the line when set to %i', (quantity) => {
    expect(setQuantity(items, yirgacheffe.id, '250g', quantity)).toEqual([{ ...grinder, quantity: 1 }]);
  });

  it('clamps above 99 to 99', () => {
    expect(setQuantity(items, grinder.id, undefined, 150)[1].quantity).toBe(99);
  });

  it('floors a non-integer quantity', () => {
    expect(setQuantity(items, grinder.id, undefined, 3.7)[1].quantity).toBe(3);
  });

  it('matches an empty variant to a line without variant', () => {
    expect(setQuantity(items, grinder.id, '', 4)[1].quantity).toBe(4);
  });

  it('returns the same array for an unknown line, an unchanged quantity or NaN', () => {
    expect(setQuantity(items, 'nope', undefined, 3)).toBe(items);
    expect(setQuantity(items, yirgacheffe.id, '1kg', 3)).toBe(items);
    expect(setQuantity(items, yirgacheffe.id, '250g', 2)).toBe(items);
    expect(setQuantity(items, yirgacheffe.id, '250g', Number.NaN)).toBe(items);
  });
});

describe('removeItem and clearCart', () => {
  const items: readonly CartItem[] = [
    { ...yirgacheffe, quantity: 2 },
    { ...yirgacheffe, variant: '1kg', quantity: 1 },
    { ...grinder, quantity: 1 },
  ];

  it('removes only the line with that id and variant', () => {
    expect(removeItem(items, yirgacheffe.id, '1kg').map(cartLineKey)).toEqual([
      cartLineKey({ id: yirgacheffe.id, variant: '250g' }),
      cartLineKey({ id: grinder.id }),
    ]);
    expect(removeItem(items, grinder.id, '')).toHaveLength(2);
  });

  it('returns the same array when nothing matches', () => {
    expect(removeItem(items, yirgacheffe.id, undefined)).toBe(items);
  });

  it('clears the cart', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('restoreItem (undo of a removal)', () => {
  const a: CartItem = { id: 'a', name: 'A', price: 100, quantity: 1 };
  const b: CartItem = { id: 'b', name: 'B', price: 200, quantity: 4 };
  const c: CartItem = { id: 'c', name: 'C', price: 300, quantity: 1 };

  it('puts the line back at its old position', () => {
    const removed = removeItem([a, b, c], 'b', undefined);
    expect(restoreItem(removed, b, { index: 1 })).toEqual([a, b, c]);
  });

  it('appends the line without an index and clamps an index past the end', () => {
    expect(restoreItem([a, c], b)).toEqual([a, c, b]);
    expect(restoreItem([a, c], b, { index: 10 })).toEqual([a, c, b]);
    expect(restoreItem([a, c], b, { index: -3 })).toEqual([b, a, c]);
  });

  it('restores with quantity 1 on the cart page', () => {
    expect(restoreItem([a, c], b, { index: 1, quantity: 1 })).toEqual([a, { ...b, quantity: 1 }, c]);
  });

  it('adds up with a line of the same id added again meanwhile', () => {
    expect(restoreItem([a, { ...b, quantity: 2 }], b, { index: 0 })).toEqual([a, { ...b, quantity: 6 }]);
  });

  it('ignores invalid data', () => {
    const items = [a];
    expect(restoreItem(items, { ...b, price: -5 })).toBe(items);
    expect(restoreItem(items, b, { quantity: 0 })).toBe(items);
  });
});

describe('repriceItems (the api quote says the price changed)', () => {
  const items: readonly CartItem[] = [
    { ...yirgacheffe, quantity: 2 },
    { ...grinder, quantity: 1 },
  ];

  it('takes the current price of the named line only', () => {
    const next = repriceItems(items, [{ id: yirgacheffe.id, variant: '250g', price: 29_000 }]);
    expect(next.map((item) => [item.id, item.price, item.quantity])).toEqual([
      [yirgacheffe.id, 29_000, 2],
      [grinder.id, 149_900, 1],
    ]);
  });

  it('returns the same array when no price differs, or the update is not a valid price', () => {
    expect(repriceItems(items, [{ id: yirgacheffe.id, variant: '250g', price: 28_500 }])).toBe(items);
    expect(repriceItems(items, [{ id: yirgacheffe.id, variant: '1kg', price: 1 }])).toBe(items);
    expect(repriceItems(items, [{ id: grinder.id, variant: undefined, price: -1 }])).toBe(items);
    expect(repriceItems(items, [{ id: grinder.id, variant: undefined, price: 10.5 }])).toBe(items);
  });
});

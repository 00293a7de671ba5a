import { CART_STORAGE_KEY, cartRecordSchema, type CartItem } from '@harman/contracts';
import { loadCart, saveCart } from './cart-storage';
import { createMemoryStorage } from './memory-storage';

const espresso: CartItem = { id: 'signature-espresso', name: 'Signature Espresso', price: 24_500, variant: '250g', quantity: 2 };
const dripper: CartItem = { id: 'v60', name: 'V60 Dripper', price: 45_000, image: '/img/v60.jpg', weight: 300, quantity: 1 };

describe('cart persistence', () => {
  let storage: Storage;
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    storage = createMemoryStorage();
    warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warnSpy.mockRestore());

  const stored = () => JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null');

  it('yields an empty cart when nothing is stored', () => {
    expect(loadCart(storage)).toEqual([]);
  });

  it('round-trips a versioned record', () => {
    saveCart(storage, [espresso, dripper]);
    expect(stored()).toEqual({ version: 1, items: [espresso, dripper] });
    expect(cartRecordSchema.safeParse(stored()).success).toBe(true);
    expect(loadCart(storage)).toEqual([espresso, dripper]);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('drops invalid entries and writes the cleaned record back', () => {
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        items: [
          espresso,
          { id: 42, name: 'numeric id', price: 100, quantity: 1 },
          { id: 'x', price: 100, quantity: 1 },
          { id: 'x', name: 'X', price: -1, quantity: 1 },
          { id: 'x', name: 'X', price: '100', quantity: 1 },
          { id: 'x', name: 'X', price: 100, quantity: 0 },
          { id: 'x', name: 'X', price: 100, quantity: 100 },
          { id: 'x', name: 'X', price: 100 },
          null,
          'text',
          dripper,
        ],
      }),
    );
    expect(loadCart(storage)).toEqual([espresso, dripper]);
    expect(stored()).toEqual({ version: 1, items: [espresso, dripper] });
  });

  it('keeps an entry at exactly 99 and merges duplicate lines', () => {
    const full = { ...dripper, quantity: 99 };
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, items: [full, { ...espresso, quantity: 60 }, { ...espresso, quantity: 60 }] }));
    expect(loadCart(storage)).toEqual([full, { ...espresso, quantity: 99 }]);
    expect(stored().items).toHaveLength(2);
  });

  it.each([
    ['unreadable JSON', '{"version":1,"items":['],
    ['a wrong shape', JSON.stringify({ items: 'nope' })],
    ['an unknown version', JSON.stringify({ version: 2, items: [espresso] })],
    ['a plain string', JSON.stringify('cart')],
  ])('deletes %s and yields an empty cart', (_label, raw) => {
    storage.setItem(CART_STORAGE_KEY, raw);
    expect(loadCart(storage)).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(warnSpy).toHaveBeenCalled();
  });

  it('reads a legacy bare array with the same entry rules and rewrites it as a record', () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([espresso, { id: 'x', name: 'X', price: 100, quantity: -2 }]));
    expect(loadCart(storage)).toEqual([espresso]);
    expect(stored()).toEqual({ version: 1, items: [espresso] });
  });

  it('does not rewrite a clean record', () => {
    const raw = JSON.stringify({ version: 1, items: [espresso] });
    storage.setItem(CART_STORAGE_KEY, raw);
    const setItem = jest.spyOn(storage, 'setItem');
    loadCart(storage);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('never throws when storage fails; it warns instead', () => {
    const broken = createMemoryStorage();
    broken.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    broken.getItem = () => {
      throw new DOMException('disabled', 'SecurityError');
    };
    expect(() => saveCart(broken, [espresso])).not.toThrow();
    expect(loadCart(broken)).toEqual([]);
    expect(warnSpy).toHaveBeenCalledWith('Failed to save cart to storage', expect.any(DOMException));
    expect(warnSpy).toHaveBeenCalledWith('Failed to load cart from storage', expect.any(DOMException));
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@harman/contracts';
import { formatBadgeCount } from './cart-badge';
import { cartStore, createCartStore, type CartStore } from './cart-store';
import { useCart, useCartCount } from './use-cart';

const espresso = { id: 'signature-espresso', name: 'Signature Espresso', price: 24_500, variant: '250g' };

function Badge({ store }: { store?: CartStore }) {
  const count = useCartCount(store);
  return <span data-testid="badge">{formatBadgeCount(count)}</span>;
}

function CartPage({ store }: { store?: CartStore }) {
  const { items, totals, add, setQuantity, remove, restore, clear } = useCart(store);
  return (
    <div>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      <p data-testid="total">{totals.total}</p>
      <button onClick={() => add(espresso)}>add</button>
      <button onClick={() => setQuantity(espresso.id, '250g', 120)}>max</button>
      <button
        onClick={() => {
          const removed = remove(espresso.id, '250g');
          if (removed) restore(removed.item, { index: removed.index, quantity: 1 });
        }}
      >
        remove and undo
      </button>
      <button onClick={clear}>clear</button>
    </div>
  );
}

describe('React bindings', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => cartStore.dispose());

  it('useCart renders items and totals and re-renders on each action', () => {
    const store = createCartStore(window.localStorage, window);
    render(<CartPage store={store} />);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByTestId('total').textContent).toBe('0');

    fireEvent.click(screen.getByText('add'));
    expect(screen.getByRole('listitem').textContent).toBe('Signature Espresso × 1');
    // 245 TL + 2.45 TL VAT + 29.99 TL shipping
    expect(screen.getByTestId('total').textContent).toBe(String(24_500 + 245 + 2_999));

    fireEvent.click(screen.getByText('max'));
    expect(screen.getByRole('listitem').textContent).toBe('Signature Espresso × 99');

    fireEvent.click(screen.getByText('remove and undo'));
    expect(screen.getByRole('listitem').textContent).toBe('Signature Espresso × 1');

    fireEvent.click(screen.getByText('clear'));
    expect(screen.queryByRole('listitem')).toBeNull();
    store.dispose();
  });

  it('the default store backs both hooks: the badge follows the cart page', () => {
    render(
      <>
        <Badge />
        <CartPage />
      </>,
    );
    expect(screen.getByTestId('badge').textContent).toBe('0');
    fireEvent.click(screen.getByText('add'));
    fireEvent.click(screen.getByText('add'));
    expect(screen.getByTestId('badge').textContent).toBe('2');
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).items[0].quantity).toBe(2);
  });

  it('useCartCount follows another copy of the store and shows 99+ above 99', () => {
    render(<Badge />);
    const remote = createCartStore(window.localStorage, window);
    act(() => remote.add(espresso, 99));
    expect(screen.getByTestId('badge').textContent).toBe('99');
    act(() => remote.add({ ...espresso, variant: '1kg' }, 1));
    expect(screen.getByTestId('badge').textContent).toBe('99+');
    remote.dispose();
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1_000, '99+'],
  ])('%i → %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

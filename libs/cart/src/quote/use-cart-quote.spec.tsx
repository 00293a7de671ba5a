/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '@harman/api-client';
import { computeCartAmounts, type CartItem, type CartQuote } from '@harman/contracts';
import { createCartStore, type CartStore } from '../cart-store';
import { useCart } from '../use-cart';
import { useCartQuote } from './use-cart-quote';

const product = '11111111-1111-4111-8111-111111111111';

/** A stand-in for the api: every line at `prices[variant]`, in stock. */
function quoteOf(body: { items: { id: string; variant?: string; quantity: number; price?: number }[] }, prices: Record<string, number>): CartQuote {
  const lines = body.items.map((line) => {
    const unitPrice = prices[line.variant ?? ''];
    return {
      id: line.id,
      variant: line.variant ?? null,
      quantity: line.quantity,
      unitPrice,
      lineTotal: unitPrice * line.quantity,
      available: 50,
      name: 'Kenya AA',
      nameEn: 'Kenya AA',
      slug: 'kenya-aa',
      image: null,
      issues: line.price !== undefined && line.price !== unitPrice ? ['PRICE_CHANGED' as const] : [],
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return { lines, itemCount: body.items.reduce((n, line) => n + line.quantity, 0), ...computeCartAmounts(subtotal, lines.length > 0) };
}

/** jsdom has no `Response`: the api client reads only these members. */
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

function Summary({ store }: { store: CartStore }) {
  const { items } = useCart(store);
  const { quote, status, priceChanges, retry } = useCartQuote(items, { store, debounceMs: 0 });
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="total">{quote?.total ?? '-'}</p>
      <p data-testid="stored">{items.map((item) => item.price).join(',')}</p>
      <p data-testid="changes">{[...priceChanges.values()].map((change) => `${change.previous}->${change.current}`).join(',')}</p>
      <button onClick={retry}>retry</button>
    </div>
  );
}

describe('useCartQuote', () => {
  let store: CartStore;
  let calls: { items: { id: string; variant?: string; quantity: number; price?: number }[] }[];
  let prices: Record<string, number>;
  let failNext: boolean;

  beforeEach(() => {
    window.localStorage.clear();
    store = createCartStore(window.localStorage, new EventTarget());
    calls = [];
    prices = { '250g': 31_000 };
    failNext = false;
    configureApiClient({
      sleep: async () => undefined,
      fetch: async (_url, init) => {
        if (failNext) {
          failNext = false;
          return answer(500, { statusCode: 500, code: 'INTERNAL', message: 'x' });
        }
        const body = JSON.parse(String(init?.body));
        calls.push(body);
        return answer(200, quoteOf(body, prices));
      },
    });
  });
  afterEach(() => store.dispose());

  it('asks nothing for an empty cart', async () => {
    render(<Summary store={store} />);
    expect(screen.getByTestId('status').textContent).toBe('idle');
    await act(async () => undefined);
    expect(calls).toEqual([]);
  });

  it('prices the lines through the api and follows every change of the cart', async () => {
    const item: Omit<CartItem, 'quantity'> = { id: product, name: 'Kenya AA', price: 31_000, variant: '250g' };
    act(() => store.add(item));
    render(<Summary store={store} />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(screen.getByTestId('total').textContent).toBe(String(31_000 + 310 + 2_999));
    expect(calls).toEqual([{ items: [{ id: product, variant: '250g', quantity: 1, price: 31_000 }] }]);

    act(() => store.setQuantity(product, '250g', 2));
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(screen.getByTestId('total').textContent).toBe('-');
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe(String(62_000 + 620)));
  });

  it('takes a changed price into the stored cart and remembers the change while the line stays', async () => {
    act(() => store.add({ id: product, name: 'Kenya AA', price: 30_000, variant: '250g' }));
    render(<Summary store={store} />);
    await waitFor(() => expect(screen.getByTestId('stored').textContent).toBe('31000'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(screen.getByTestId('changes').textContent).toBe('30000->31000');
    // The second request carried the new price, so the api no longer flags it.
    expect(calls.map((call) => call.items[0].price)).toEqual([30_000, 31_000]);
    act(() => store.clear());
    expect(screen.getByTestId('changes').textContent).toBe('');
  });

  it('reports a failure and asks again on retry', async () => {
    failNext = true;
    act(() => store.add({ id: product, name: 'Kenya AA', price: 31_000, variant: '250g' }));
    render(<Summary store={store} />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
    act(() => screen.getByText('retry').click());
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
  });
});

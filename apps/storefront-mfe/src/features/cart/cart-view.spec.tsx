/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from '@harman/api-client';
import { cartStore } from '@harman/cart';
import { computeCartAmounts } from '@harman/contracts';
import { registerShopTranslations } from '../../i18n/shop-translations';
import { CartView } from './cart-view';
import { useLineActions } from './use-line-actions';
import { ToastRegion } from '@harman/ui';

registerShopTranslations();

/** The api's quote of whatever is asked, every line at its shown price and in stock. */
function stubApi() {
  configureApiClient({
    sleep: async () => undefined,
    fetch: async (_url, init) => {
      const { items } = JSON.parse(String(init?.body)) as { items: { id: string; variant?: string; quantity: number; price: number }[] };
      const lines = items.map((line) => ({
        id: line.id, variant: line.variant ?? null, quantity: line.quantity, unitPrice: line.price, lineTotal: line.price * line.quantity,
        available: 50, name: null, nameEn: null, slug: null, image: null, issues: [],
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const body = { lines, itemCount: items.length, ...computeCartAmounts(subtotal, lines.length > 0) };
      return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) } as Response;
    },
  });
}

function Page({ onCheckout = () => undefined }: { onCheckout?: () => void }) {
  const actions = useLineActions();
  return (
    <MemoryRouter>
      <CartView actions={actions} checkoutLabel="Ödemeye Geç" onCheckout={onCheckout} />
      <ToastRegion toast={actions.toast} onDismiss={actions.dismiss} />
    </MemoryRouter>
  );
}

const kenya = { id: '11111111-1111-4111-8111-111111111111', name: 'Kenya AA', price: 31_000, variant: '250g' };
const quantity = () => screen.getByRole('group', { name: 'Kenya AA miktarı' });
/** Moves the fake clock inside an awaited act(): a cart quote whose debounce fires lands before the next check. */
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe('the cart page lines (spec §4 timings)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    cartStore.dispose();
    stubApi();
  });
  afterEach(() => {
    jest.useRealTimers();
    cartStore.dispose();
  });

  it('is busy for 300 ms, then applies the quantity and says so for 2 s; minus never goes below 1', async () => {
    act(() => cartStore.add(kenya));
    render(<Page />);
    expect((screen.getByRole('button', { name: 'Azalt: Kenya AA miktarı' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Artır: Kenya AA miktarı' }));
    expect(quantity().getAttribute('aria-busy')).toBe('true');
    await advance(299);
    expect(cartStore.getSnapshot().items[0].quantity).toBe(1);
    await advance(1);
    expect(cartStore.getSnapshot().items[0].quantity).toBe(2);
    expect(quantity().getAttribute('aria-busy')).toBeNull();
    // The toast shows for 2 s (the page's live region says it too, and keeps its last words).
    expect(screen.getByTestId('toast').textContent).toContain('Miktar güncellendi');
    await advance(1_999);
    expect(screen.getByTestId('toast').textContent).toContain('Miktar güncellendi');
    await advance(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('offers an undo for 5 s after a removal, and the undo brings the line back with quantity 1', () => {
    act(() => cartStore.add(kenya, 3));
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Kenya AA ürününü sepetten kaldır' }));
    expect(cartStore.getSnapshot().items).toEqual([]);
    expect(screen.getByText('Ürün sepetten kaldırıldı')).toBeTruthy();
    act(() => jest.advanceTimersByTime(4_999));
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(cartStore.getSnapshot().items).toEqual([{ ...kenya, quantity: 1 }]);
    expect(screen.getByText('Ürün sepete geri eklendi')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kenya AA ürününü sepetten kaldır' }));
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByRole('button', { name: 'Geri Al' })).toBeNull();
    expect(cartStore.getSnapshot().items).toEqual([]);
  });

  it("refuses checkout with an empty cart, showing 'Sepetiniz boş, lütfen ürün ekleyin' for 3 s", () => {
    const onCheckout = jest.fn();
    render(<Page onCheckout={onCheckout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeye Geç' }));
    expect(onCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Sepetiniz boş, lütfen ürün ekleyin');
    act(() => jest.advanceTimersByTime(2_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => cartStore.add(kenya));
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeye Geç' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('shows the totals without decimals and what is left to free shipping', async () => {
    act(() => cartStore.add(kenya));
    render(<Page />);
    await advance(300);
    expect(screen.getByTestId('cart-total').textContent).toBe('₺343'); // 310 + 3.10 + 29.99
    expect(screen.getByTestId('free-shipping-message').textContent).toBe('Ücretsiz kargo için ₺190 daha ekleyin');
    act(() => cartStore.setQuantity(kenya.id, '250g', 2));
    await advance(300);
    expect(screen.getByTestId('free-shipping-message').textContent).toBe('Tebrikler! Kargonuz ücretsiz.');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Ücretsiz');
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { SHELL_URL } from '../stack';

/** The development provider's documented test cards (DEV_TEST_CARDS in libs/contracts/src/orders.ts). */
export const DEV_TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;
export const DEV_THREE_DS_CODE = '123456';

export const CUSTOMER = { email: 'musteri@harman.local', password: 'Kavrulmus-Cekirdek-42' };

/** Signs in through the api, as the sign-in page does; the page learns the session from the api's cookie. */
export async function signInByApi(request: APIRequestContext, account = CUSTOMER) {
  const login = await request.post('/api/auth/login', { headers: { Origin: SHELL_URL }, data: account });
  expect(login.status()).toBe(200);
}

/** A default address in the customer's address book, made through the api (the test is not about that form). */
export async function saveAddressByApi(request: APIRequestContext, title: string) {
  const response = await request.post('/api/account/addresses', {
    headers: { Origin: SHELL_URL },
    data: {
      title,
      fullName: 'Ayşe Yılmaz',
      phone: '+90 532 123 45 67',
      address: 'Kavaklıdere Mah. Tunalı Hilmi Cad. No: 12 D: 4',
      city: 'Ankara',
      state: 'Çankaya',
      postalCode: '06680',
      country: 'Türkiye',
      type: 'home',
      isDefault: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A default saved card: the number goes to the provider's tokenize call only, our api gets the token. */
export async function saveCardByApi(request: APIRequestContext, cardName: string) {
  const token = await request.post('/api/payment-provider/dev/tokens', {
    headers: { Origin: SHELL_URL },
    data: { cardNumber: DEV_TEST_CARDS.approved, cardName, expiry: '12/34', cvc: '123' },
  });
  expect(token.status()).toBe(201);
  const saved = await request.post('/api/account/cards', {
    headers: { Origin: SHELL_URL },
    data: { providerToken: (await token.json()).token, cardName, isDefault: true },
  });
  expect(saved.status()).toBe(201);
  return (await saved.json()) as { id: string; last4: string };
}

/** Every request body the page sends, with its address, to check where a card number went. */
export function recordRequestBodies(page: Page): { url: string; body: string }[] {
  const bodies: { url: string; body: string }[] = [];
  page.on('request', (request) => bodies.push({ url: request.url(), body: request.postData() ?? '' }));
  return bodies;
}

export function progressCurrent(page: Page, name = 'Ödeme adımları') {
  return page.getByRole('navigation', { name }).locator('[aria-current="step"]');
}

/** Fills the new-card fields of the payment step. */
export async function fillCard(page: Page, number: string, labels = { number: 'Kart Numarası', name: 'Kart Üzerindeki İsim', expiry: 'Son Kullanma Tarihi', cvc: 'CVC' }) {
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.name).fill('Ayşe Yılmaz');
  await page.getByLabel(labels.expiry).fill('12/34');
  await page.getByLabel(labels.cvc).fill('123');
}

/**
 * A paid card order of the account `request` is signed in as, placed through the api as the checkout pages would
 * (a precondition where the checkout itself is not what a test checks).
 */
export async function placePaidOrderByApi(request: APIRequestContext, slug = 'ethiopia-yirgacheffe'): Promise<{ orderId: string; orderNumber: string }> {
  const product = await (await request.get(`/api/products/${slug}`)).json();
  const started = await request.post('/api/checkout/sessions', {
    data: {
      items: [{ id: product.id, variant: '250g', quantity: 1 }],
      address: { fullName: 'Ayşe Yılmaz', phone: '+90 532 555 12 34', city: 'İstanbul', state: 'Kadıköy', address: 'Moda Cad. No: 1', postalCode: '34710' },
      deliveryMethod: 'standard',
      language: 'tr',
    },
  });
  expect(started.status(), 'checkout session').toBe(201);
  const session = await started.json();
  const card = { cardNumber: DEV_TEST_CARDS.approved, cardName: 'Ayşe Yılmaz', expiry: '12/39', cvc: '123' };
  const { token } = await (await request.post('/api/payment-provider/dev/tokens', { data: card })).json();
  const placed = await request.post(`/api/checkout/sessions/${session.checkoutId}/orders`, {
    headers: { 'X-Checkout-Token': session.checkoutToken },
    data: { idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, payment: { method: 'card', providerToken: token }, expectedTotalKurus: session.quote.amounts.totalKurus },
  });
  expect(placed.status(), 'place order').toBe(201);
  return placed.json();
}

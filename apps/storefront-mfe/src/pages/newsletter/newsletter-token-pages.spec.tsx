/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from '@harman/api-client';
import { initI18n, setLanguage } from '@harman/i18n';
import { registerStorefrontTranslations } from '../../i18n/storefront-translations';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-token-pages';

/** The api refuses every token: the mail link is invalid or has expired. */
function refuseTokens() {
  configureApiClient({
    sleep: async () => undefined,
    fetch: async () =>
      ({
        ok: false,
        status: 400,
        statusText: '',
        headers: new Headers(),
        text: async () => JSON.stringify({ statusCode: 400, code: 'INVALID_TOKEN', message: 'Invalid or expired token' }),
      }) as Response,
  });
}

describe('newsletter mail-link pages: an invalid link', () => {
  beforeAll(() => {
    initI18n();
    registerStorefrontTranslations();
  });
  afterEach(async () => {
    await act(() => setLanguage('tr'));
  });

  it.each([
    ['tr', '/newsletter/confirm?token=x', <NewsletterConfirmPage key="c" />, 'Bu bağlantı geçersiz ya da süresi dolmuş.'],
    ['en', '/en/newsletter/unsubscribe?token=x', <NewsletterUnsubscribePage key="u" />, 'This link is invalid or has expired.'],
  ] as const)('(%s %s) keeps a real h1 and says it in an alert around it', async (language, path, page, text) => {
    await act(() => setLanguage(language));
    refuseTokens();
    render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

    const heading = await screen.findByRole('heading', { level: 1, name: text });
    expect(heading.tagName).toBe('H1');
    expect(heading.hasAttribute('role')).toBe(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(alert.contains(heading)).toBe(true);
  });
});

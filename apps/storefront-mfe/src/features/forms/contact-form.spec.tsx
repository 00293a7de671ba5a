/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureApiClient } from '@harman/api-client';
import { initI18n, setLanguage } from '@harman/i18n';
import { registerFormsTranslations } from '../../i18n/forms-translations';
import { ContactForm } from './contact-form';

type Answer = { status: number; body: unknown };
const json = (body: unknown, status = 200): Answer => ({ status, body });

/** The api as the form meets it: a token, the address's allowance, and the submission's answer. */
function stubApi(answers: { allowance: Answer | (() => Promise<Answer>); submit?: Answer }) {
  const calls: { method: string; url: string }[] = [];
  configureApiClient({
    sleep: async () => undefined,
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      let answer: Answer;
      if (url === '/api/forms/token') answer = json({ token: 'form-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      else if (url.startsWith('/api/forms/contact/allowance')) {
        answer = typeof answers.allowance === 'function' ? await answers.allowance() : answers.allowance;
      } else if (url === '/api/forms/contact' && method === 'POST' && answers.submit) answer = answers.submit;
      else answer = json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
      return { ok: answer.status < 400, status: answer.status, statusText: '', headers: new Headers(), text: async () => JSON.stringify(answer.body) } as Response;
    },
  });
  return calls;
}

/** Renders the form and waits for it to be shown (the token, the connection check, has arrived). */
async function renderForm(name = 'İletişim formu') {
  render(<ContactForm />);
  return screen.findByRole('form', { name });
}

const warningFor = (count: number) => `Bu saat içinde ${count} gönderim hakkınız kaldı.`;

describe('ContactForm: submissions left, known as it loads (spec §9)', () => {
  beforeAll(() => {
    initI18n();
    registerFormsTranslations();
  });
  afterEach(async () => {
    await act(() => setLanguage('tr'));
    window.localStorage.clear();
  });

  it('shows the warning at once when the address has 2 submissions left, asking by address only', async () => {
    const calls = stubApi({ allowance: json({ limited: false, remaining: 2, retryAfterSeconds: 0 }) });
    await renderForm();
    const warning = await screen.findByRole('status');
    expect(warning.textContent).toBe(warningFor(2));
    expect(calls.filter((call) => call.url.includes('allowance'))).toEqual([{ method: 'GET', url: '/api/forms/contact/allowance' }]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mesajı Gönder' }).matches(':disabled')).toBe(false);
  });

  it('says it in English on the English page', async () => {
    await act(() => setLanguage('en'));
    stubApi({ allowance: json({ limited: false, remaining: 2, retryAfterSeconds: 0 }) });
    await renderForm('Contact form');
    expect((await screen.findByRole('status')).textContent).toBe('You have 2 submissions left this hour.');
  });

  it('shows no warning while 3 or more are left', async () => {
    let answered!: () => void;
    const looked = new Promise<void>((resolve) => (answered = resolve));
    stubApi({
      allowance: async () => {
        answered();
        return json({ limited: false, remaining: 3, retryAfterSeconds: 0 });
      },
    });
    await renderForm();
    await act(() => looked);
    expect(screen.queryByText(/gönderim hakkınız kaldı/)).toBeNull();
  });

  it('shows the red limit banner with the time and keeps the form off when none is left', async () => {
    stubApi({ allowance: json({ limited: true, remaining: 0, retryAfterSeconds: 1_800 }) });
    await renderForm();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Gönderim limiti aşıldı');
    expect(banner.textContent).toMatch(/Gönderim limitine ulaşıldı\. Lütfen \d{2}:\d{2} sonrasında tekrar deneyin\./);
    expect(screen.getByRole('textbox', { name: 'Mesajınız' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mesajı Gönder' }).matches(':disabled')).toBe(true);
    expect(screen.queryByText(/gönderim hakkınız kaldı/)).toBeNull();
  });

  it('shows nothing extra when the look fails, and the form still sends', async () => {
    stubApi({
      allowance: json({ statusCode: 500, code: 'INTERNAL', message: 'Internal error' }, 500),
      submit: json({ id: '0b6d3f44-8c2c-4c62-9d0e-2f1b7e7a6a11', status: 'pending', remaining: 4 }, 201),
    });
    await renderForm();
    await act(async () => undefined);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await send();
    expect(await screen.findByText('Mesajınız alındı!')).toBeTruthy();
  });

  it("follows the submission's answer afterwards", async () => {
    stubApi({
      allowance: json({ limited: false, remaining: 2, retryAfterSeconds: 0 }),
      submit: json({ id: '0b6d3f44-8c2c-4c62-9d0e-2f1b7e7a6a11', status: 'pending', remaining: 1 }, 201),
    });
    await renderForm();
    expect((await screen.findByRole('status')).textContent).toBe(warningFor(2));
    await send();
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Mesaj Gönder' }));
    expect((await screen.findByRole('status')).textContent).toBe(warningFor(1));
  });
});

async function send() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Ad Soyad' }), { target: { value: 'Ayşe Yılmaz' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-posta' }), { target: { value: 'ayse@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mesajınız' }), { target: { value: 'Toptan fiyatlarınızı öğrenebilir miyim?' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));
  });
}

describe('ContactForm: where focus goes', () => {
  beforeAll(() => {
    initI18n();
    registerFormsTranslations();
  });
  afterEach(() => window.localStorage.clear());
  const accepted = (remaining: number) => json({ id: '0b6d3f44-8c2c-4c62-9d0e-2f1b7e7a6a11', status: 'pending', remaining }, 201);

  it('goes from the success panel to the first field of the emptied form after “Yeni Mesaj Gönder”', async () => {
    stubApi({ allowance: json({ limited: false, remaining: 5, retryAfterSeconds: 0 }), submit: accepted(4) });
    await renderForm();
    await send();
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Mesajınız alındı!' }));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yeni Mesaj Gönder' }));
    });
    const name = screen.getByRole('textbox', { name: 'Ad Soyad' }) as HTMLInputElement;
    expect(name.value).toBe('');
    expect(document.activeElement).toBe(name);
  });

  it('rests on the form itself when the reset shows it disabled (that was the last submission of the hour)', async () => {
    stubApi({ allowance: json({ limited: false, remaining: 1, retryAfterSeconds: 0 }), submit: accepted(0) });
    await renderForm();
    await send();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Yeni Mesaj Gönder' }));
    });
    expect(screen.getByRole('textbox', { name: 'Ad Soyad' }).matches(':disabled')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('form', { name: 'İletişim formu' }));
  });

  it('moves to the field the api refused, with its message under it', async () => {
    stubApi({
      allowance: json({ limited: false, remaining: 5, retryAfterSeconds: 0 }),
      submit: json({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { message: ['errors.messageLength'] } }, 400),
    });
    await renderForm();
    await send();
    const message = screen.getByRole('textbox', { name: 'Mesajınız' });
    expect(screen.getByText('Mesaj 10-500 karakter arasında olmalıdır')).toBeTruthy();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(message);
  });
});

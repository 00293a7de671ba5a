/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '@harman/i18n';
import { registerFormsTranslations } from '../../i18n/forms-translations';
import { heldAnswer, refusedFields, stubFormsApi } from '../../test/stub-forms-api';
import { WholesaleForm } from './wholesale-form';

/** The error shown under a field: its accessible description (Field ties the message to the control). */
const messageUnder = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');

async function fill(values: { contactName: string }, language: 'tr' | 'en' = 'tr') {
  const tr = language === 'tr';
  await screen.findByRole('form', { name: tr ? 'Toptan kahve başvuru formu' : 'Wholesale coffee application form' });
  fireEvent.change(screen.getByRole('textbox', { name: tr ? 'İşletme adı' : 'Business name' }), { target: { value: 'Köşe Kafe' } });
  fireEvent.change(screen.getByRole('textbox', { name: tr ? 'Yetkili kişi' : 'Contact person' }), { target: { value: values.contactName } });
  fireEvent.change(screen.getByRole('textbox', { name: tr ? 'E-posta' : 'E-mail' }), { target: { value: 'mehmet@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: tr ? 'Telefon' : 'Phone' }), { target: { value: '0216 345 00 42' } });
  fireEvent.change(screen.getByRole('combobox', { name: tr ? 'İşletme türü' : 'Business type' }), { target: { value: 'cafe' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: tr ? 'Teklif İste' : 'Request a Quote' }));
  });
}

describe('WholesaleForm: the contact person ("Yetkili kişi") speaks of itself', () => {
  beforeAll(() => {
    initI18n();
    registerFormsTranslations();
  });
  afterEach(async () => {
    await act(() => setLanguage('tr'));
  });

  it.each([
    ['', 'Yetkili kişi gereklidir'],
    ['M', 'Yetkili kişi en az 2 karakter olmalıdır'],
    ['x'.repeat(101), 'Yetkili kişi en fazla 100 karakter olabilir'],
    ['<b>Mehmet</b>', 'Yetkili kişi geçersiz karakterler içeriyor'],
  ])('shows %j as “%s” under the field, and focuses it', async (value, message) => {
    const sent = stubFormsApi('wholesale', [refusedFields({})]);
    render(<WholesaleForm />);
    await fill({ contactName: value });
    const field = screen.getByRole('textbox', { name: 'Yetkili kişi' });
    expect(messageUnder(field)).toBe(message);
    expect(screen.queryByText(/Ad Soyad/)).toBeNull();
    expect(document.activeElement).toBe(field);
    expect(sent).toHaveLength(0);
  });

  it('says it in English on the English page', async () => {
    await act(() => setLanguage('en'));
    stubFormsApi('wholesale', [refusedFields({})]);
    render(<WholesaleForm />);
    await fill({ contactName: '' }, 'en');
    expect(messageUnder(screen.getByRole('textbox', { name: 'Contact person' }))).toBe('Contact person is required');
    expect(screen.queryByText(/Full name/)).toBeNull();
  });

  it('shows the api’s refusal under the field and moves focus there', async () => {
    const held = heldAnswer();
    const sent = stubFormsApi('wholesale', [held.answer]);
    render(<WholesaleForm />);
    await fill({ contactName: 'Mehmet Demir' });
    expect(sent).toHaveLength(1);
    // Sending: the fields are disabled until the answer comes (focus cannot be put into them then).
    expect(screen.getByRole('button', { name: 'Gönderiliyor…' }).matches(':disabled')).toBe(true);
    await act(async () => held.give(refusedFields({ contactName: ['errors.contactNameInvalid'] })));
    const field = screen.getByRole('textbox', { name: 'Yetkili kişi' });
    expect(messageUnder(field)).toBe('Yetkili kişi geçersiz karakterler içeriyor');
    expect(screen.getByRole('alert').textContent).toBe('Lütfen formdaki hataları düzeltin.');
    expect(document.activeElement).toBe(field);
  });
});

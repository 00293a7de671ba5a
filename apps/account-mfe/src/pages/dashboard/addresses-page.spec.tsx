/** @jest-environment jsdom */
import '../../test-support/jsdom-encoding';
import '../../test-support/jsdom-dialog';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@harman/contracts';
import { initI18n } from '@harman/i18n';
import { createAddress, deleteAddress, getAddresses, makeDefaultAddress, updateAddress } from '../../features/dashboard/api/addresses';
import { registerAccountTranslations } from '../../i18n/account-translations';
import { AddressesPage } from './addresses-page';

jest.mock('@harman/auth', () => ({ ...jest.requireActual('@harman/auth'), useSession: () => ({ status: 'anonymous' }) }));
jest.mock('../../features/dashboard/api/addresses');

const address = (id: string, title: string, isDefault = false): Address => ({
  id,
  title,
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  address: 'Moda Cad. No: 12',
  city: 'İstanbul',
  state: 'Kadıköy',
  postalCode: '34710',
  country: 'Türkiye',
  type: 'home',
  isDefault,
  createdAt: '2025-01-01T10:00:00.000Z',
});

/** The api's address book, changed by the mocked calls as the real one would be. */
let stored: Address[] = [];

const card = (title: string) => screen.getByRole('listitem', { name: title });
const addButton = () => screen.getByRole('button', { name: 'Yeni Adres Ekle' });

/** A keyboard press: the button has focus first (a click in jsdom does not move it), and what it starts settles. */
async function press(button: HTMLElement) {
  button.focus();
  await act(async () => {
    fireEvent.click(button);
  });
}

async function deleteCard(title: string) {
  await press(within(card(title)).getByRole('button', { name: 'Sil' }));
  await press(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
}

async function renderPage(addresses: Address[]) {
  stored = addresses;
  render(<AddressesPage />);
  await screen.findByRole('list');
}

describe('AddressesPage focus (WCAG 2.4.3)', () => {
  beforeAll(() => {
    initI18n();
    registerAccountTranslations();
  });
  beforeEach(() => {
    jest.mocked(getAddresses).mockImplementation(async () => ({ addresses: [...stored] }));
    jest.mocked(deleteAddress).mockImplementation(async (id) => {
      stored = stored.filter((item) => item.id !== id);
      return undefined as never;
    });
    jest.mocked(updateAddress).mockImplementation(async (id, body) => ({ ...stored.find((item) => item.id === id)!, ...body }));
    jest.mocked(createAddress).mockImplementation(async (body) => ({ ...body, id: 'new', createdAt: '2025-01-02T10:00:00.000Z' }));
    jest.mocked(makeDefaultAddress).mockImplementation(async (id) => {
      stored = stored.map((item) => ({ ...item, isDefault: item.id === id }));
      return stored.find((item) => item.id === id)!;
    });
  });

  it("after 'Sil', focus goes to the next card's first control, else the previous one's, else 'Yeni Adres Ekle'", async () => {
    await renderPage([address('a', 'Ev', true), address('b', 'İş'), address('c', 'Yazlık')]);

    await deleteCard('İş');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'İş' })).toBeNull());
    expect(document.activeElement).toBe(within(card('Yazlık')).getByRole('button', { name: 'Düzenle' }));
    expect(screen.getByText('Adres başarıyla silindi')).toBeTruthy();

    await deleteCard('Yazlık');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Yazlık' })).toBeNull());
    expect(document.activeElement).toBe(within(card('Ev')).getByRole('button', { name: 'Düzenle' }));

    await deleteCard('Ev');
    await screen.findByText('Henüz kayıtlı adresiniz yok.');
    expect(document.activeElement).toBe(addButton());
  });

  it("a failed delete leaves focus on the card's 'Sil'", async () => {
    await renderPage([address('a', 'Ev', true), address('b', 'İş')]);
    jest.mocked(deleteAddress).mockRejectedValueOnce(new Error('offline'));
    await deleteCard('İş');
    await screen.findByText('Adres kaydedilirken bir hata oluştu');
    expect(document.activeElement).toBe(within(card('İş')).getByRole('button', { name: 'Sil' }));
  });

  it("'Düzenle' starts at the form's first field; 'İptal' and 'Kaydet' return to that 'Düzenle'", async () => {
    await renderPage([address('a', 'Ev', true), address('b', 'İş')]);
    const edit = () => within(card('İş')).getByRole('button', { name: 'Düzenle' });

    await press(edit());
    const form = screen.getByRole('form', { name: 'Adresi Düzenle' });
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Adres Başlığı' }));
    await press(within(form).getByRole('button', { name: 'İptal' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(edit());

    await press(edit());
    await press(within(screen.getByRole('form', { name: 'Adresi Düzenle' })).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Adres başarıyla güncellendi');
    expect(updateAddress).toHaveBeenCalledWith('b', expect.objectContaining({ title: 'İş' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(edit());
  });

  it("'Yeni Adres Ekle' starts at the form's first field; 'İptal' and 'Kaydet' return to the button", async () => {
    await renderPage([address('a', 'Ev', true)]);

    await press(addButton());
    let form = screen.getByRole('form', { name: 'Yeni Adres Ekle' });
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Adres Başlığı' }));
    await press(within(form).getByRole('button', { name: 'İptal' }));
    expect(document.activeElement).toBe(addButton());

    await press(addButton());
    form = screen.getByRole('form', { name: 'Yeni Adres Ekle' });
    const fill = (name: string, value: string) => fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    fill('Adres Başlığı', 'İş');
    fill('Ad Soyad', 'Ayşe Yılmaz');
    fill('Telefon', '0532 123 45 67');
    fill('Adres', 'Moda Cad. No: 12');
    fill('İl', 'İstanbul');
    fill('İlçe', 'Kadıköy');
    fill('Posta Kodu', '34710');
    await press(within(form).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Yeni adres başarıyla eklendi');
    expect(document.activeElement).toBe(addButton());
  });

  it("after 'Varsayılan Yap', which then goes, focus is on the card's 'Düzenle'", async () => {
    await renderPage([address('a', 'Ev', true), address('b', 'İş')]);
    await press(within(card('İş')).getByRole('button', { name: 'Varsayılan Yap' }));
    await screen.findByText('Varsayılan adres güncellendi');
    await waitFor(() => expect(within(card('İş')).queryByRole('button', { name: 'Varsayılan Yap' })).toBeNull());
    expect(document.activeElement).toBe(within(card('İş')).getByRole('button', { name: 'Düzenle' }));
  });
});

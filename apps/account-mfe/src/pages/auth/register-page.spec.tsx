/** @jest-environment jsdom */
import '../../test-support/jsdom-encoding';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiFetch } from '@harman/api-client';
import { initI18n } from '@harman/i18n';
import { registerAccountTranslations } from '../../i18n/account-translations';
import { RegisterPage } from './register-page';

jest.mock('@harman/api-client', () => ({ ...jest.requireActual('@harman/api-client'), apiFetch: jest.fn() }));

describe('RegisterPage', () => {
  beforeAll(() => {
    initI18n();
    registerAccountTranslations();
  });
  beforeEach(() => {
    jest.mocked(apiFetch).mockReset();
    window.localStorage.clear();
  });

  it("moves focus to 'Kayıt Başarılı!' once the form is replaced by it (the submit button that had focus is gone)", async () => {
    jest.mocked(apiFetch).mockResolvedValueOnce(undefined);
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    const password = 'Kavrulmus-Cekirdek-42';
    fireEvent.change(screen.getByRole('textbox', { name: 'Ad Soyad' }), { target: { value: 'Ayşe Yılmaz' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-posta Adresi' }), { target: { value: 'ayse@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Şifre \*$/, { selector: 'input' }), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Şifre Tekrarı \*$/, { selector: 'input' }), { target: { value: password } });
    fireEvent.click(screen.getByRole('checkbox'));
    const submit = screen.getByRole('button', { name: 'Kayıt Ol' });
    submit.focus();
    await act(async () => {
      fireEvent.click(submit);
    });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Kayıt Başarılı!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(apiFetch).toHaveBeenCalledWith('/auth/register', expect.objectContaining({ method: 'POST' }));
  });
});

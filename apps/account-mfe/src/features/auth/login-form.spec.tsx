/** @jest-environment jsdom */
import '../../test-support/jsdom-encoding';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthError, signInWithPassword } from '@harman/auth';
import { initI18n } from '@harman/i18n';
import { registerAccountTranslations } from '../../i18n/account-translations';
import { LoginForm } from './login-form';

jest.mock('@harman/auth', () => ({ ...jest.requireActual('@harman/auth'), signInWithPassword: jest.fn() }));
const signIn = jest.mocked(signInWithPassword);

function renderForm(onResult = jest.fn()) {
  render(
    <MemoryRouter>
      <LoginForm onResult={onResult} />
    </MemoryRouter>,
  );
  return onResult;
}

async function submit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-posta Adresi' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Şifre', { exact: false, selector: 'input' }), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  });
}

describe('LoginForm', () => {
  beforeAll(() => {
    initI18n();
    registerAccountTranslations();
  });
  beforeEach(() => {
    signIn.mockReset();
    window.localStorage.clear();
  });

  it("shows the spec's field messages and keeps what was typed", async () => {
    renderForm();
    await submit('ayse@', '123');
    expect(screen.getByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'E-posta Adresi' }) as HTMLInputElement).value).toBe('ayse@');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says the credentials are wrong, warning about the attempts left from the third failure', async () => {
    signIn.mockRejectedValueOnce(new AuthError(401, 'INVALID_CREDENTIALS', 'Invalid', {}, { remainingAttempts: 2 }));
    renderForm();
    await submit('ayse@example.com', 'Yanlis-Sifre-1');
    expect(screen.getByText('E-posta adresi veya şifre hatalı')).toBeTruthy();
    expect(screen.getByText(/Dikkat: 2 deneme hakkınız kaldı/)).toBeTruthy();
  });

  it('shows the lock with its remaining time and keeps the button off, and focusable', async () => {
    signIn.mockRejectedValueOnce(new AuthError(423, 'ACCOUNT_LOCKED', 'Locked', {}, { retryAfterSeconds: 1800 }));
    renderForm();
    await submit('ayse@example.com', 'Yanlis-Sifre-1');
    expect(screen.getByText('Hesap geçici olarak kilitlendi')).toBeTruthy();
    expect(screen.getByText('Çok fazla başarısız giriş denemesi. Lütfen 30 dakika sonra tekrar deneyin veya şifrenizi sıfırlayın.')).toBeTruthy();
    expect(screen.getByText('Kalan süre: 30:00')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Giriş Yap' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Not disabled: the focused button keeps the keyboard user's place, and a press while locked sends nothing.
    expect(button.disabled).toBe(false);
    button.focus();
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
  });

  it('shows the lock again after a reload, for the locked address only, without keeping the address readable', async () => {
    signIn.mockRejectedValueOnce(new AuthError(423, 'ACCOUNT_LOCKED', 'Locked', {}, { retryAfterSeconds: 1740 }));
    renderForm();
    await submit('Ayse@Example.com', 'Yanlis-Sifre-1');
    expect(JSON.stringify({ ...window.localStorage })).not.toMatch(/ayse/i);
    cleanup();

    // A new page: nothing says locked until the locked address is in the field.
    renderForm();
    const emailField = screen.getByRole('textbox', { name: 'E-posta Adresi' });
    expect(screen.queryByText('Hesap geçici olarak kilitlendi')).toBeNull();
    fireEvent.change(emailField, { target: { value: ' ayse@example.com ' } });
    expect(screen.getByText('Hesap geçici olarak kilitlendi')).toBeTruthy();
    expect(screen.getByText('Kalan süre: 29:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giriş Yap' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(emailField, { target: { value: 'baska@example.com' } });
    expect(screen.queryByText('Hesap geçici olarak kilitlendi')).toBeNull();
    expect(screen.getByRole('button', { name: 'Giriş Yap' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('forgets a remembered lock once it is over, and after a sign-in', async () => {
    signIn.mockRejectedValueOnce(new AuthError(423, 'ACCOUNT_LOCKED', 'Locked', {}, { retryAfterSeconds: 60 }));
    renderForm();
    await submit('ayse@example.com', 'Yanlis-Sifre-1');
    expect(window.localStorage.getItem('loginLock')).not.toBeNull();
    cleanup();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      renderForm();
      fireEvent.change(screen.getByRole('textbox', { name: 'E-posta Adresi' }), { target: { value: 'ayse@example.com' } });
      expect(screen.queryByText('Hesap geçici olarak kilitlendi')).toBeNull();
      expect(window.localStorage.getItem('loginLock')).toBeNull();
    } finally {
      clock.mockRestore();
    }
    cleanup();
    window.localStorage.setItem('loginLock', JSON.stringify({ account: 'x', until: Date.now() + 60_000 }));
    signIn.mockResolvedValueOnce({ status: 'mfa_required', challengeToken: 'challenge-token-of-some-length' });
    renderForm();
    await submit('ayse@example.com', 'Dogru-Sifre-42');
    expect(window.localStorage.getItem('loginLock')).toBeNull();
  });

  it("keeps only the e-mail for 'remember me', and hands the result on", async () => {
    signIn.mockResolvedValueOnce({ status: 'mfa_required', challengeToken: 'challenge-token-of-some-length' });
    const onResult = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beni hatırla (30 gün)' }));
    await submit('ayse@example.com', 'Dogru-Sifre-42');
    expect(onResult).toHaveBeenCalledWith({ status: 'mfa_required', challengeToken: 'challenge-token-of-some-length' });
    expect(window.localStorage.getItem('rememberedEmail')).toBe('ayse@example.com');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Dogru-Sifre-42');
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NewsletterSignup } from './newsletter-signup';

describe('NewsletterSignup', () => {
  const field = () => screen.getByLabelText('E-posta adresiniz');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Abone Ol' }));

  it('checks the address, clears the error when it is edited, and keeps the address when the api fails', async () => {
    const subscribe = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ status: 'pending' });
    render(<NewsletterSignup variant="footer" subscribe={subscribe} />);
    expect(screen.getByRole('region', { name: 'Bülten' })).toBeTruthy();

    submit();
    expect(screen.getByText('E-posta adresi gereklidir')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'gecersiz@' } });
    expect(screen.queryByText('E-posta adresi gereklidir')).toBeNull();
    submit();
    expect(screen.getByText('Geçerli bir e-posta adresi giriniz')).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();

    fireEvent.change(field(), { target: { value: 'Ayse@Example.com' } });
    await act(async () => submit());
    expect(subscribe).toHaveBeenCalledWith('ayse@example.com', 'tr');
    expect(screen.getByRole('alert').textContent).toBe('Abonelik şu anda tamamlanamadı. Lütfen daha sonra tekrar deneyin.');
    expect((field() as HTMLInputElement).value).toBe('Ayse@Example.com');

    await act(async () => submit());
    expect(screen.getByRole('status').textContent).toBe('Teşekkürler! Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.');
  });

  it('is the home band with the spec’s title by default', () => {
    render(<NewsletterSignup subscribe={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Bültenimize Abone Olun' })).toBeTruthy();
  });
});

describe('NewsletterSignup: focus after signing up', () => {
  it.each(['footer', 'section'] as const)('moves to the thank-you message that replaces the %s form', async (variant) => {
    const subscribe = jest.fn().mockResolvedValue({ status: 'pending' });
    render(<NewsletterSignup variant={variant} subscribe={subscribe} />);
    const field = screen.getByLabelText('E-posta adresiniz');
    fireEvent.change(field, { target: { value: 'ayse@example.com' } });
    field.focus();
    await act(async () => {
      fireEvent.submit(field.closest('form') as HTMLFormElement);
    });
    const message = screen.getByRole('status');
    expect(message.textContent).toBe('Teşekkürler! Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.');
    expect(screen.queryByRole('button', { name: 'Abone Ol' })).toBeNull();
    expect(document.activeElement).toBe(message);
  });
});

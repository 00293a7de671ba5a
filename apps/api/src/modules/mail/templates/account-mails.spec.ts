import { renderMail } from './template-registry';

describe('account mails', () => {
  it('render the verification link in both languages, escaped in HTML', () => {
    const data = { name: 'Ayşe <b>', verifyUrl: 'https://shop.example/auth/verify?token=abc&type=email_confirmation', validHours: 24 };
    const tr = renderMail('account-verify', 'tr', data);
    const en = renderMail('account-verify', 'en', data);
    expect(tr.subject).toBe('E-posta adresinizi doğrulayın');
    expect(en.subject).toBe('Verify your e-mail address');
    expect(tr.text).toContain(data.verifyUrl);
    expect(tr.html).toContain('href="https://shop.example/auth/verify?token=abc&amp;type=email_confirmation"');
    expect(tr.html).toContain('Ayşe &lt;b&gt;');
  });

  it('say the address is already registered, with no token', () => {
    const mail = renderMail('account-exists', 'tr', { loginUrl: 'https://shop.example/auth/login', forgotUrl: 'https://shop.example/auth/forgot-password' });
    expect(mail.subject).toBe('Bu e-posta adresi zaten kayıtlı');
    expect(mail.text).not.toMatch(/token=/);
  });

  it('carry the reset link and the password-changed notice', () => {
    const reset = renderMail('password-reset', 'en', { resetUrl: 'https://shop.example/auth/reset-password?token=x', validHours: 24 });
    expect(reset.text).toContain('valid for 24 hours');
    const changed = renderMail('password-changed', 'tr', { forgotUrl: 'https://shop.example/auth/forgot-password' });
    expect(changed.subject).toBe('Şifreniz değiştirildi');
    const unknown = renderMail('password-reset-unknown', 'tr', { registerUrl: 'https://shop.example/auth/register' });
    expect(unknown.text).toContain('kayıtlı bir Harman Kahve hesabı yok');
  });
});

import { MailTemplateError, redactMailData, renderMail, validateMailData } from './template-registry';

const data = {
  confirmUrl: 'https://shop.example/newsletter/confirm?token=abc',
  unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?token=def',
};

describe('renderMail', () => {
  it('renders the newsletter confirmation in Turkish and in English', () => {
    const tr = renderMail('newsletter-confirm', 'tr', data);
    const en = renderMail('newsletter-confirm', 'en', data);
    expect(tr.subject).toBe('Bülten aboneliğinizi onaylayın');
    expect(en.subject).toBe('Confirm your newsletter subscription');
    for (const mail of [tr, en]) {
      expect(mail.text).toContain(data.confirmUrl);
      expect(mail.text).toContain(data.unsubscribeUrl);
      expect(mail.html).toContain(`href="${data.confirmUrl}"`);
    }
    expect(tr.html).toContain('lang="tr"');
    expect(en.html).toContain('lang="en"');
  });

  it('escapes data in the HTML part', () => {
    const hostile = { ...data, confirmUrl: 'https://shop.example/c?a="><script>alert(1)</script>&b=1' };
    const { html } = renderMail('newsletter-confirm', 'en', hostile);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('&amp;b=1');
  });

  it('refuses unknown templates and invalid data', () => {
    expect(() => renderMail('no-such-template', 'tr', data)).toThrow(MailTemplateError);
    expect(() => renderMail('__proto__', 'tr', data)).toThrow(MailTemplateError);
    expect(() => validateMailData('newsletter-confirm', { confirmUrl: 'not a url' })).toThrow(MailTemplateError);
  });

  it('drops the token links from a payload once it is no longer needed', () => {
    expect(redactMailData('newsletter-confirm', { ...data, other: 1 })).toEqual({ other: 1 });
  });
});

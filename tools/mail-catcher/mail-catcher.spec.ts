import { createTransport, type Transporter } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from './mail-catcher.mjs';

describe('mail catcher', () => {
  let catcher: MailCatcher;
  let transport: Transporter;
  let web: string;

  beforeAll(async () => {
    catcher = await startMailCatcher({
      smtpPort: 0,
      httpPort: 0,
      rejectRecipient: (address) => (address.startsWith('nobody@') ? { code: 550, message: 'No such user' } : undefined),
    });
    transport = createTransport({ url: `smtp://127.0.0.1:${catcher.smtpPort}` });
    web = `http://127.0.0.1:${catcher.httpPort}`;
  });
  afterAll(async () => {
    transport?.close();
    await catcher?.close();
  });
  beforeEach(() => catcher.clear());

  const send = (subject: string, extra: Record<string, unknown> = {}) =>
    transport.sendMail({
      from: 'Harman <shop@harman.test>',
      to: 'ayse@example.com',
      subject,
      text: 'Merhaba',
      html: '<p>Merhaba <script>alert(1)</script></p>',
      ...extra,
    });

  it('listens on free ports and records what it receives', async () => {
    expect(catcher.smtpPort).toBeGreaterThan(0);
    expect(catcher.httpPort).toBeGreaterThan(0);
    const waiting = catcher.waitFor((mail) => mail.subject === 'Şifre sıfırlama');
    await send('Şifre sıfırlama', { bcc: 'hidden@example.com', headers: { 'X-Outbox-Id': 'abc' } });
    const mail = await waiting;
    expect(mail).toMatchObject({
      from: 'shop@harman.test',
      to: ['ayse@example.com', 'hidden@example.com'],
      subject: 'Şifre sıfırlama',
      text: 'Merhaba\n',
      headers: expect.objectContaining({ 'x-outbox-id': 'abc' }),
    });
    expect(catcher.messages()).toHaveLength(1);
  });

  it('answers a rejected recipient with the configured SMTP error', async () => {
    await expect(send('x', { to: 'nobody@example.com' })).rejects.toMatchObject({ responseCode: 550 });
    expect(catcher.messages()).toEqual([]);
  });

  it('times out waiting for a mail that never comes', async () => {
    await expect(catcher.waitFor(() => false, 50)).rejects.toThrow(/No matching mail within 50 ms/);
  });

  it('lists messages newest first over HTTP, escaped, and clears them', async () => {
    await send('older');
    await send('<b>newer</b>');
    const messages = (await (await fetch(`${web}/api/messages`)).json()) as { id: string; subject: string }[];
    expect(messages.map((mail) => mail.subject)).toEqual(['<b>newer</b>', 'older']);

    const page = await (await fetch(`${web}/`)).text();
    expect(page).not.toContain('<b>newer</b>');
    expect(page.indexOf('&lt;b&gt;newer&lt;/b&gt;')).toBeGreaterThan(0);
    expect(page.indexOf('&lt;b&gt;newer&lt;/b&gt;')).toBeLessThan(page.indexOf('>older<'));
    const view = await fetch(`${web}/messages/${messages[0].id}`);
    expect(view.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await view.text();
    expect(html).toContain('<iframe sandbox srcdoc="');
    expect(html).not.toContain('<script>');

    expect((await fetch(`${web}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(catcher.messages()).toEqual([]);
    expect((await fetch(`${web}/nothing`)).status).toBe(404);
  });
});

import { FORM_TOKEN_HEADER, FORM_TOKEN_TTL_MS } from '@harman/contracts';
import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { controlClock } from './support/accounts';
import { FormVisitor, uniqueEmail, uniqueIp } from './support/form-client';
import { startTestApp, TEST_FORM_TOKEN_SECRET, type TestApp } from './support/test-app';

const FORM_SECRET = TEST_FORM_TOKEN_SECRET;

const valid = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ayşe Yılmaz',
  email: uniqueEmail(),
  phone: '+90 (532) 123-45-67',
  message: 'Merhaba, kavrum atölyeniz için grup rezervasyonu yapmak istiyoruz.',
  ...overrides,
});

describe('contact form', () => {
  let t: TestApp;
  const rows = (email: string) =>
    t.dataSource.query<Record<string, unknown>[]>(`SELECT * FROM form_submissions WHERE email = $1`, [email]);
  const visitor = async () => {
    const sender = new FormVisitor(t.server, uniqueIp());
    await sender.freshToken();
    return sender;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback', FORM_TOKEN_SECRET: FORM_SECRET } });
  });
  afterAll(() => t?.close());

  it('stores a valid message as pending with the client address and user agent, and mails a Turkish receipt and a staff alert', async () => {
    const body = valid();
    const sender = await visitor();
    const response = await sender.post('contact', body).set('User-Agent', 'HarmanTest/1.0').expect(201);
    expect(response.body).toEqual({ id: expect.any(String), status: 'pending', remaining: 4 });

    const [row] = await rows(body.email);
    expect(row).toMatchObject({
      id: response.body.id,
      full_name: 'Ayşe Yılmaz',
      phone: '+90 (532) 123-45-67',
      message: body.message,
      ip_address: sender.ip,
      user_agent: 'HarmanTest/1.0',
      status: 'pending',
      language: 'tr',
    });

    const receipt = await t.mail.waitFor((mail) => mail.to.includes(body.email));
    expect(receipt.subject).toBe('Mesajınızı aldık');
    expect(receipt.text).toContain('Merhaba Ayşe Yılmaz,');
    expect(receipt.text).toContain('Size 24 saat içinde dönüş yapacağız.');
    const alert = await t.mail.waitFor((mail) => mail.to.includes('staff@harman.local') && mail.text.includes(response.body.id));
    expect(alert.subject).toBe('New contact message');
    expect(alert.text).toContain(`E-mail: ${body.email}`);
    expect(alert.text).toContain(`Message: ${body.message}`);
  });

  it('writes the receipt in English for an English visitor', async () => {
    const body = valid({ language: 'en', full_name: 'John Smith' });
    await (await visitor()).post('contact', body).expect(201);
    const receipt = await t.mail.waitFor((mail) => mail.to.includes(body.email));
    expect(receipt.subject).toBe('We received your message');
    expect(receipt.text).toContain('Hello John Smith,');
    expect(receipt.text).toContain('We will get back to you within 24 hours.');
  });

  it('accepts a message without a phone number', async () => {
    const body = valid({ phone: '' });
    await (await visitor()).post('contact', body).expect(201);
    expect((await rows(body.email))[0]).toMatchObject({ phone: null });
  });

  it('HTML-escapes the text it stores and mails the sender’s own words', async () => {
    const body = valid({ full_name: "O'Neil & Co", message: 'Fiyat <b>listesi</b> & "koşullar" nedir acaba?' });
    await (await visitor()).post('contact', body).expect(201);
    const [row] = await rows(body.email);
    expect(row.full_name).toBe('O&#39;Neil &amp; Co');
    expect(row.message).toBe('Fiyat &lt;b&gt;listesi&lt;/b&gt; &amp; &quot;koşullar&quot; nedir acaba?');
    const alert = await t.mail.waitFor((mail) => mail.to.includes('staff@harman.local') && mail.text.includes(body.email));
    expect(alert.text).toContain('Message: Fiyat <b>listesi</b> & "koşullar" nedir acaba?');
    expect(alert.html).not.toContain('<b>listesi</b>');
  });

  it.each([
    ['full_name', '', 'errors.nameRequired'],
    // Lengths are answered with the spec's server-side wording (§5), one message per range.
    ['full_name', 'A', 'errors.nameLength'],
    ['full_name', 'A'.repeat(101), 'errors.nameLength'],
    ['full_name', '<img src=x onerror=alert(1)>', 'errors.nameInvalid'],
    ['full_name', 'Ali {{7*7}}', 'errors.nameInvalid'],
    ['full_name', 'Ali\r\nBcc: victim@example.com', 'errors.nameInvalid'],
    ['email', '', 'errors.emailRequired'],
    ['email', 'gecersiz@', 'errors.emailInvalid'],
    ['email', 'a@@x.com', 'errors.emailInvalid'],
    ['email', 'a@x.com,b@x.com', 'errors.emailInvalid'],
    ['email', `${'a'.repeat(250)}@x.com`, 'errors.emailTooLong'],
    ['phone', '12345', 'errors.phoneInvalid'],
    ['phone', '0532 abc 45 67', 'errors.phoneInvalid'],
    ['message', '', 'errors.messageRequired'],
    ['message', 'Kısa', 'errors.messageLength'],
    ['message', 'x'.repeat(501), 'errors.messageLength'],
    ['message', 'Merhaba <script>alert(1)</script>', 'errors.messageUnsafe'],
    ['message', 'Şuraya bakın: javascript:alert(1)', 'errors.messageUnsafe'],
    ['message', '<a onclick="steal()">tıklayın lütfen</a>', 'errors.messageUnsafe'],
    ['message', '<img src=x onerror=alert(1)> merhaba', 'errors.messageUnsafe'],
  ])('refuses %s %j with %s and stores nothing', async (field, value, key) => {
    const body = valid({ [field]: value });
    const response = await (await visitor()).post('contact', body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.fields[field]).toContain(key);
    if (field !== 'email') expect(await rows(body.email)).toHaveLength(0);
  });

  it('refuses unknown fields, wrong types and prototype pollution', async () => {
    const sender = await visitor();
    const extra = await sender.post('contact', { ...valid(), status: 'replied' }).expect(400);
    expect(extra.body.fields.status).toEqual(['Unknown field']);
    await sender.post('contact', { ...valid(), full_name: ['Ayşe'] }).expect(400);
    await sender.post('contact', { ...valid(), message: null }).expect(400);
    const polluted = await sender
      .post('contact', JSON.parse(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}`))
      .expect(400);
    expect(polluted.body.code).toBe('VALIDATION_FAILED');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await (await visitor()).post('contact', valid({ message: 'x'.repeat(2 * 1024 * 1024) })).expect(413);
    expect(response.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Payload too large' });
  });

  describe('anti-forgery token', () => {
    const refused = async (send: (sender: FormVisitor, body: ReturnType<typeof valid>) => Promise<request.Response>) => {
      const body = valid();
      const response = await send(await visitor(), body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'INVALID_TOKEN',
        message: 'Invalid security token. Please refresh the page and try again.',
      });
      expect(await rows(body.email)).toHaveLength(0);
    };

    it('is issued with an httpOnly, SameSite=Strict cookie and no caching', async () => {
      const response = await request(t.server).get('/api/forms/token').expect(200);
      expect(response.body).toEqual({ token: expect.stringMatching(/^\d{13}\.[0-9a-f]{32}\.[\w-]{43}$/), expiresAt: expect.any(String) });
      expect(Date.parse(response.body.expiresAt) - Date.now()).toBeGreaterThan(FORM_TOKEN_TTL_MS - 60_000);
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = (response.headers['set-cookie'] as unknown as string[])[0];
      expect(cookie).toMatch(/^harman_form_browser=[0-9a-f]{32}; /);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/api/forms');
    });

    it('is required', () => refused((sender, body) => sender.post('contact', body, null)));
    it('must not be tampered with', () =>
      refused(async (sender, body) => {
        // One character of the signature changed, always to a different one ('…AA' was the token itself 1 time in 4,096).
        const token = await sender.freshToken();
        const last = token.at(-1) === 'A' ? 'B' : 'A';
        return sender.post('contact', body, `${token.slice(0, -1)}${last}`);
      }));
    it('belongs to the browser it was issued to', () =>
      refused(async (sender, body) => sender.post('contact', body, await (await visitor()).freshToken())));
    it('is refused from a cross-site request even with a valid token', () =>
      refused(async (sender, body) => {
        const token = await sender.freshToken();
        return sender.agent
          .post('/api/forms/contact')
          .set(FORM_TOKEN_HEADER, token)
          .set('Sec-Fetch-Site', 'cross-site')
          .send(body);
      }));
    it('expires', () =>
      refused(async (sender, body) => {
        await sender.freshToken();
        const cookie = sender.browserId;
        const issuedAt = String(Date.now() - FORM_TOKEN_TTL_MS - 1_000);
        const nonce = randomBytes(16).toString('hex');
        const signature = createHmac('sha256', FORM_SECRET).update(`${cookie}|${issuedAt}|${nonce}`).digest('base64url');
        return sender.post('contact', body, `${issuedAt}.${nonce}.${signature}`);
      }));

    it('stays valid across submissions and renewals in the same browser', async () => {
      const sender = await visitor();
      const first = await sender.freshToken();
      await sender.post('contact', valid(), first).expect(201);
      const second = await sender.freshToken();
      expect(second).not.toBe(first);
      await sender.post('contact', valid(), second).expect(201);
    });
  });

  describe('limits (5 per e-mail, 10 per address per hour)', () => {
    it('refuses the 6th message from one e-mail with the limit message and Retry-After, counting case-insensitively', async () => {
      const email = uniqueEmail('Limit');
      const remaining: number[] = [];
      for (const address of [email, email.toLowerCase(), ` ${email.toUpperCase()} `, email, email]) {
        const response = await (await visitor()).post('contact', valid({ email: address })).expect(201);
        remaining.push(response.body.remaining);
      }
      expect(remaining).toEqual([4, 3, 2, 1, 0]);
      const sixth = await (await visitor()).post('contact', valid({ email })).expect(429);
      expect(sixth.body).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Submission limit reached. Please try again later.',
      });
      const retryAfter = Number(sixth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3_500);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
      const stored = await t.dataSource.query(`SELECT count(*)::int AS n FROM form_submissions WHERE lower(email) = lower($1)`, [email]);
      expect(stored).toEqual([{ n: 5 }]);
    });

    it('accepts 10 messages from one address with different e-mails and refuses the 11th', async () => {
      const sender = await visitor();
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1) statuses.push((await sender.post('contact', valid())).status);
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
    });

    it('counts each form on its own', async () => {
      const sender = await visitor();
      for (let index = 0; index < 10; index += 1) await sender.post('contact', valid()).expect(201);
      await sender.post('contact', valid()).expect(429);
      await sender
        .post('franchise', { name: 'Ayşe Yılmaz', email: uniqueEmail(), phone: '05321234567', city: 'izmir' })
        .expect(201);
    });

    it('counts the last hour, not an hour from the first message (no burst of 10 around a window’s edge)', async () => {
      const clock = controlClock(t);
      try {
        clock.freeze();
        const email = uniqueEmail('sliding');
        const post = async (status: number) => (await visitor()).post('contact', valid({ email })).expect(status);
        for (let i = 0; i < 3; i += 1) await post(201);
        clock.advance(50 * 60_000);
        for (let i = 0; i < 2; i += 1) await post(201);
        // Full until the first three are an hour old: 10 minutes from now.
        expect(Number((await post(429)).headers['retry-after'])).toBe(600);
        clock.advance(11 * 60_000);
        // The first three have left the hour; the two of 11 minutes ago have not.
        for (let i = 0; i < 3; i += 1) await post(201);
        expect(Number((await post(429)).headers['retry-after'])).toBe(49 * 60);
      } finally {
        clock.restore();
      }
    });

    it('accepts at most 5 of 12 concurrent posts for one e-mail', async () => {
      const email = uniqueEmail('race');
      const statuses = await Promise.all(
        Array.from({ length: 12 }, async () => (await (await visitor()).post('contact', valid({ email }))).status),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    });
  });
});

describe('contact form limits when the client address is not from a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'false', RUN_WORKERS: 'false' } });
  });
  afterAll(() => t?.close());

  it('ignores a forged X-Forwarded-For: the 11th post from one peer is refused', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const sender = new FormVisitor(t.server, `192.0.2.${index + 1}`);
      await sender.freshToken();
      statuses.push((await sender.post('contact', valid())).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const addresses = await t.dataSource.query<{ ip_address: string }[]>(`SELECT DISTINCT ip_address FROM form_submissions`);
    expect(addresses).toHaveLength(1);
    expect(addresses[0].ip_address).not.toMatch(/^192\.0\.2\./);
  });
});

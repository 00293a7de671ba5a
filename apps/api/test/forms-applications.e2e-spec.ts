import fc from 'fast-check';
import request from 'supertest';
import { FormVisitor, uniqueEmail, uniqueIp } from './support/form-client';
import { startTestApp, type TestApp } from './support/test-app';

/** Each application form: a valid body, its table, a required field per rule, and the receipt subject. */
const FORMS = {
  franchise: {
    table: 'franchise_applications',
    valid: () => ({
      name: 'Ayşe Yılmaz',
      email: uniqueEmail('franchise'),
      phone: '0532 123 45 67',
      city: 'izmir',
      experience: 'business-owner',
      investment: '200-300k',
      message: 'Alsancak’ta 120 m² bir dükkanımız var.',
    }),
    invalid: [
      ['name', '', 'errors.nameRequired'],
      ['phone', '', 'errors.phoneRequired'],
      ['city', '', 'errors.choiceRequired'],
      ['city', 'paris', 'errors.choiceRequired'],
      ['investment', '1m+', 'errors.choiceInvalid'],
      ['message', '<script>alert(1)</script>', 'errors.messageUnsafe'],
    ],
    receipt: { tr: 'Franchise başvurunuzu aldık', en: 'We received your franchise application' },
    alert: 'New franchise application',
  },
  academy: {
    table: 'academy_applications',
    valid: () => ({
      name: 'Elif Şahin',
      email: uniqueEmail('akademi'),
      phone: '+90 212 555 01 01',
      course: 'latte-art',
      experience: 'hobby',
      goals: 'skill',
      message: '',
    }),
    invalid: [
      ['email', 'elif@', 'errors.emailInvalid'],
      ['phone', '12', 'errors.phoneInvalid'],
      ['course', 'knitting', 'errors.choiceInvalid'],
      ['goals', 'fame', 'errors.choiceInvalid'],
    ],
    receipt: { tr: 'Kahve Okulu başvurunuzu aldık', en: 'We received your Coffee School application' },
    alert: 'New Coffee School application',
  },
  wholesale: {
    table: 'wholesale_applications',
    valid: () => ({
      businessName: 'Köşe Kafe & Fırın',
      contactName: 'Mehmet Demir',
      email: uniqueEmail('toptan'),
      phone: '0216 345 00 42',
      businessType: 'cafe',
      monthlyVolume: '50-100',
      message: 'Haftalık teslimat istiyoruz.',
    }),
    invalid: [
      ['businessName', '', 'errors.businessNameRequired'],
      ['businessName', '<b>Kafe</b>', 'errors.nameInvalid'],
      ['contactName', '', 'errors.contactNameRequired'],
      ['contactName', 'M', 'errors.contactNameMin'],
      ['contactName', 'Mehmet {{7*7}}', 'errors.contactNameInvalid'],
      ['businessType', '', 'errors.choiceRequired'],
      ['monthlyVolume', '1000+', 'errors.choiceInvalid'],
    ],
    receipt: { tr: 'Toptan kahve başvurunuzu aldık', en: 'We received your wholesale application' },
    alert: 'New wholesale application',
  },
} as const;

describe('application forms: franchise, academy, wholesale', () => {
  let t: TestApp;
  const visitor = async () => {
    const sender = new FormVisitor(t.server, uniqueIp());
    await sender.freshToken();
    return sender;
  };
  const count = async (table: string, email: string) =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE email = $1`, [email]))[0].n;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t?.close());

  describe.each(Object.entries(FORMS))('%s', (kind, form) => {
    it('stores a valid application as pending and mails a receipt (tr) and a staff alert', async () => {
      const body = form.valid();
      const response = await (await visitor()).post(kind, body).expect(201);
      expect(response.body).toEqual({ id: expect.any(String), status: 'pending', remaining: 4 });
      const [row] = await t.dataSource.query(`SELECT * FROM ${form.table} WHERE id = $1`, [response.body.id]);
      expect(row).toMatchObject({ email: body.email, status: 'pending', language: 'tr' });
      const receipt = await t.mail.waitFor((mail) => mail.to.includes(body.email));
      expect(receipt.subject).toBe(form.receipt.tr);
      const alert = await t.mail.waitFor((mail) => mail.to.includes('staff@harman.local') && mail.text.includes(response.body.id));
      expect(alert.subject).toBe(form.alert);
      expect(alert.text).toContain(body.email);
    });

    it('writes the receipt in English for an English visitor', async () => {
      const body = { ...form.valid(), language: 'en' };
      await (await visitor()).post(kind, body).expect(201);
      expect((await t.mail.waitFor((mail) => mail.to.includes(body.email))).subject).toBe(form.receipt.en);
    });

    it.each(form.invalid.map((entry) => [...entry]))('refuses %s %j with %s', async (field, value, key) => {
      const body = { ...form.valid(), [field]: value };
      const response = await (await visitor()).post(kind, body).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields[field]).toContain(key);
      expect(await count(form.table, body.email)).toBe(0);
    });

    it('needs the anti-forgery token', async () => {
      const body = form.valid();
      const response = await (await visitor()).post(kind, body, null).expect(403);
      expect(response.body.code).toBe('INVALID_TOKEN');
      expect(await count(form.table, body.email)).toBe(0);
    });

    it('refuses the 6th application from one e-mail', async () => {
      const email = uniqueEmail(`limit-${kind}`);
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await (await visitor()).post(kind, { ...form.valid(), email })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(await count(form.table, email)).toBe(5);
    });
  });

  it('tells /menu where the ordering page is, with the security headers every answer carries', async () => {
    const response = await request(t.server).get('/api/site/menu').expect(200);
    expect(response.body).toEqual({ url: 'https://siparis.harmankahve.com.tr/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'none'"));
    expect(response.headers['content-security-policy']).toEqual(expect.stringContaining("frame-ancestors 'none'"));
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('never answers a hostile value with a server error or stores it raw (SECURITY part c)', async () => {
    const naughty = fc.constantFrom<unknown>(
      '',
      ' ',
      '\t\n',
      '\u0000',
      '\uD800',
      '\uFEFF',
      'invoice\u202Efdp.exe',
      'z\u0301\u0301\u0301\u0301',
      '１２３',
      "' OR '1'='1' --",
      '1; DROP TABLE users--',
      '{{7*7}}',
      '${7*7}',
      '<%= 7*7 %>',
      '"><img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      'x\r\nBcc: victim@ex.com',
      '=HYPERLINK("http://x")',
      '../../etc/passwd',
      `${'a'.repeat(50_000)}!`,
      null,
      true,
      42,
      [],
      {},
      { $gt: '' },
    );
    const fieldsOf = (kind: keyof typeof FORMS) => Object.keys(FORMS[kind].valid());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof FORMS>('franchise', 'academy', 'wholesale'),
        fc.nat(),
        fc.oneof(naughty, fc.string(), fc.anything()),
        async (kind, fieldIndex, value) => {
          const fields = fieldsOf(kind);
          const field = fields[fieldIndex % fields.length];
          const body = { ...FORMS[kind].valid(), [field]: value };
          const started = Date.now();
          const response = await (await visitor()).post(kind, body);
          expect([201, 400]).toContain(response.status);
          expect(Date.now() - started).toBeLessThan(2_000);
          expect(JSON.stringify(response.body)).not.toMatch(/at \w+ \(|node_modules/);
          if (response.status === 201 && typeof value === 'string') {
            const [row] = await t.dataSource.query(`SELECT * FROM ${FORMS[kind].table} WHERE id = $1`, [response.body.id]);
            expect(JSON.stringify(row)).not.toMatch(/<script|<img|<svg/i);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(({} as Record<string, unknown>).$gt).toBeUndefined();
  });
});

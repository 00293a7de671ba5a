import { createHash } from 'node:crypto';
import request from 'supertest';
import { startTestApp, TEST_APP_BASE_URL, type CaughtMail, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The confirm and unsubscribe links of a confirmation mail, and their tokens. */
function links(mail: CaughtMail) {
  const find = (action: string) => {
    const match = new RegExp(`${TEST_APP_BASE_URL}/newsletter/${action}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!match) throw new Error(`No ${action} link in: ${mail.text}`);
    return { url: match[0], token: match[1] };
  };
  return { confirm: find('confirm'), unsubscribe: find('unsubscribe') };
}

describe('newsletter', () => {
  let t: TestApp;

  const subscribe = (email: string, language?: string) =>
    request(t.server).post('/api/newsletter/subscriptions').send(language ? { email, language } : { email });
  const mailsTo = (address: string) => t.mail.messages().filter((mail) => mail.to.includes(address));
  const subscriber = async (email: string) =>
    (
      await t.dataSource.query<{ status: string; confirm_token_hash: string | null; unsubscribe_token_hash: string }[]>(
        `SELECT status, confirm_token_hash, unsubscribe_token_hash FROM newsletter_subscribers WHERE email = $1`,
        [email],
      )
    )[0];
  const outboxRows = (address: string) =>
    t.dataSource.query<{ id: string; status: string; payload: Record<string, unknown> }[]>(
      `SELECT id, status, payload FROM mail_outbox WHERE to_address = $1`,
      [address],
    );

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('sends one Turkish confirmation mail; its links confirm and then unsubscribe', async () => {
    const email = 'ayse@example.com';
    const response = await subscribe(email, 'tr').expect(202);
    expect(response.body).toEqual({ status: 'pending' });
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });

    const mail = await t.mail.waitFor((message) => message.to.includes(email));
    expect(mail.subject).toBe('Bülten aboneliğinizi onaylayın');
    expect(mail.from).toBe('no-reply@harman.test');
    expect(mail.html).toContain('Aboneliği onayla');
    const { confirm, unsubscribe } = links(mail);
    expect(Buffer.from(confirm.token, 'base64url')).toHaveLength(32);

    // Only hashes are stored, and the sent mail's payload no longer holds the links.
    const stored = await subscriber(email);
    expect(stored.confirm_token_hash).toBe(sha256(confirm.token));
    expect(stored.unsubscribe_token_hash).toBe(sha256(unsubscribe.token));
    const [row] = await waitUntil(async () => {
      const rows = await outboxRows(email);
      return rows[0]?.status === 'sent' && rows;
    }, 'the outbox row to be marked sent');
    expect(mail.headers['x-outbox-id']).toBe(row.id);
    expect(JSON.stringify(row.payload)).not.toContain(confirm.token);

    await request(t.server).post('/api/newsletter/confirm').send({ token: confirm.token }).expect(200, { status: 'active' });
    expect(await subscriber(email)).toMatchObject({ status: 'active', confirm_token_hash: null });
    const reused = await request(t.server).post('/api/newsletter/confirm').send({ token: confirm.token }).expect(400);
    expect(reused.body).toMatchObject({ code: 'INVALID_TOKEN' });

    await request(t.server)
      .post('/api/newsletter/unsubscribe')
      .send({ token: unsubscribe.token })
      .expect(200, { status: 'unsubscribed' });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    // Following the link again is harmless.
    await request(t.server).post('/api/newsletter/unsubscribe').send({ token: unsubscribe.token }).expect(200);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('writes in the requested language and normalises the address', async () => {
    await subscribe('  John.Smith@Example.COM ', 'en').expect(202);
    const mail = await t.mail.waitFor((message) => message.to.includes('john.smith@example.com'));
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    expect(mail.text).toContain('To subscribe to the Harman Kahve newsletter');
    expect(await subscriber('john.smith@example.com')).toMatchObject({ status: 'pending' });
  });

  it('answers the same for every address state and does not flood a mailbox', async () => {
    const email = 'twice@example.com';
    await subscribe(email).expect(202, { status: 'pending' });
    await subscribe(email).expect(202, { status: 'pending' }); // within the resend cooldown
    const mail = await t.mail.waitFor((message) => message.to.includes(email));
    expect(mail.subject).toBe('Bülten aboneliğinizi onaylayın'); // Turkish by default
    expect(await outboxRows(email)).toHaveLength(1);

    await request(t.server).post('/api/newsletter/confirm').send({ token: links(mail).confirm.token }).expect(200);
    await subscribe(email).expect(202, { status: 'pending' }); // already active: same answer, no mail
    expect(await outboxRows(email)).toHaveLength(1);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
  });

  it('lets an unsubscribed address subscribe again with fresh links', async () => {
    const email = 'again@example.com';
    await subscribe(email).expect(202);
    const first = links(await t.mail.waitFor((message) => message.to.includes(email)));
    await request(t.server).post('/api/newsletter/unsubscribe').send({ token: first.unsubscribe.token }).expect(200);
    // Unsubscribing before confirming voids the confirmation link.
    await request(t.server).post('/api/newsletter/confirm').send({ token: first.confirm.token }).expect(400);

    await subscribe(email).expect(202);
    await waitUntil(() => mailsTo(email).length === 2, 'a second confirmation mail');
    const second = links(mailsTo(email)[1]);
    expect(second.confirm.token).not.toBe(first.confirm.token);
    await request(t.server).post('/api/newsletter/confirm').send({ token: second.confirm.token }).expect(200);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
  });

  it('refuses expired confirmation links', async () => {
    const email = 'late@example.com';
    await subscribe(email).expect(202);
    const { confirm } = links(await t.mail.waitFor((message) => message.to.includes(email)));
    await t.dataSource.query(
      `UPDATE newsletter_subscribers SET confirmation_sent_at = now() - interval '73 hours' WHERE email = $1`,
      [email],
    );
    const response = await request(t.server).post('/api/newsletter/confirm').send({ token: confirm.token }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'INVALID_TOKEN',
      message: 'This link is invalid or has expired',
    });
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ email: 'a@example.com', language: 'de' }, 'language'],
    [{ email: 'a@example.com', name: 'A' }, 'name'],
    [{}, 'email'],
  ])('validates the subscription %j', async (body, field) => {
    const response = await request(t.server).post('/api/newsletter/subscriptions').send(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.body.fields)).toContain(field);
  });

  it('refuses malformed and unknown tokens', async () => {
    await request(t.server).post('/api/newsletter/confirm').send({ token: 'short' }).expect(400);
    const unknown = 'A'.repeat(43);
    expect((await request(t.server).post('/api/newsletter/confirm').send({ token: unknown }).expect(400)).body.code).toBe(
      'INVALID_TOKEN',
    );
    expect(
      (await request(t.server).post('/api/newsletter/unsubscribe').send({ token: unknown }).expect(400)).body.code,
    ).toBe('INVALID_TOKEN');
  });
});

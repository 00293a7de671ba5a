import { cardDigits, containsCardNumber } from '@harman/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { CookieJar, controlClock, seedUser, signIn, type SeededUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** A CVC no real test ever uses, so finding it anywhere means it leaked. */
const CANARY_CVC = '7291';
const CARDS = [
  { cardNumber: '4111 1111 1111 1111', brand: 'visa', last4: '1111' },
  { cardNumber: '5555555555554444', brand: 'mastercard', last4: '4444' },
  { cardNumber: '9792-0300-0000-0000', brand: 'troy', last4: '0000' },
];

/**
 * Card numbers in a dump: every number this file typed, in any spelling, and any other card number as the api's
 * own detector sees one (a Luhn-valid run, contiguous or in the usual groups). Hashes and random tokens (long hex
 * or base64 strings) are left out of the second check: their digits can form a Luhn-valid run by chance.
 */
function cardNumbersIn(text: string): string[] {
  const typed = CARDS.map((card) => cardDigits(card.cardNumber)).filter((pan) => new RegExp(pan.split('').join('[ -]?')).test(text));
  const withoutTokens = text.replace(/[0-9a-f]{32,}|[A-Za-z0-9+/_-]{40,}={0,2}/g, ' ');
  const other = withoutTokens.split('\n').filter((line) => containsCardNumber(line));
  return [...typed, ...other];
}

describe('saved cards', () => {
  let t: TestApp;
  let jar: CookieJar;
  let customer: SeededUser;
  /** As the account page does it: the signed-in customer's browser asks the provider for a token. */
  const tokenize = (cardNumber: string, extra: Record<string, unknown> = {}, as: CookieJar = jar) =>
    request(t.server)
      .post('/api/payment-provider/dev/tokens')
      .set('Cookie', as.header())
      .send({ cardNumber, cardName: 'AYSE YILMAZ', expiry: '12/30', cvc: CANARY_CVC, ...extra });
  const save = (body: object) => request(t.server).post('/api/account/cards').set('Cookie', jar.header()).send(body);
  const list = async () => (await request(t.server).get('/api/account/cards').set('Cookie', jar.header()).expect(200)).body.cards;

  beforeAll(async () => {
    t = await startTestApp();
    customer = await seedUser(t);
    jar = await signIn(t, customer);
  });
  afterAll(() => t?.close());

  it('saves what the provider says about a token (brand, last four, expiry), and one default', async () => {
    for (const [index, card] of CARDS.entries()) {
      const token = await tokenize(card.cardNumber).expect(201);
      expect(token.body).toMatchObject({ brand: card.brand, last4: card.last4, expMonth: 12, expYear: 2030 });
      const saved = await save({ providerToken: token.body.token, cardName: 'Ayşe Yılmaz', isDefault: index === 2 }).expect(201);
      expect(saved.body).toEqual({
        id: expect.any(String),
        brand: card.brand,
        last4: card.last4,
        expiry: '12/30',
        holderName: 'Ayşe Yılmaz',
        isDefault: index !== 1, // the first card is the default until the third is saved as default
        createdAt: expect.any(String),
      });
    }
    const cards = await list();
    expect(cards.filter((card: { isDefault: boolean }) => card.isDefault).map((card: { last4: string }) => card.last4)).toEqual(['0000']);

    const visa = cards.find((card: { last4: string }) => card.last4 === '1111');
    await request(t.server).post(`/api/account/cards/${visa.id}/default`).set('Cookie', jar.header()).expect(200);
    const edited = await request(t.server)
      .patch(`/api/account/cards/${visa.id}`)
      .set('Cookie', jar.header())
      .send({ cardName: 'Ayşe N. Yılmaz', expiry: '01/31', isDefault: true })
      .expect(200);
    expect(edited.body).toMatchObject({ holderName: 'Ayşe N. Yılmaz', expiry: '01/31', isDefault: true });
    expect((await list()).filter((card: { isDefault: boolean }) => card.isDefault)).toHaveLength(1);

    await request(t.server).delete(`/api/account/cards/${visa.id}`).set('Cookie', jar.header()).expect(204);
    const left = await list();
    expect(left).toHaveLength(2);
    expect(left.filter((card: { isDefault: boolean }) => card.isDefault)).toHaveLength(1);
  });

  it('refuses a card number or CVC sent to our own card routes, and tokens the provider did not make', async () => {
    const raw = await save({ number: '4111111111111111', cvc: '123' }).expect(400);
    expect(JSON.stringify(raw.body)).not.toContain('4111111111111111');
    const withToken = await tokenize('4111111111111111').expect(201);
    await save({ providerToken: withToken.body.token, cardName: 'Ayşe', isDefault: false, cvc: CANARY_CVC }).expect(400);
    const forged = withToken.body.token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await save({ providerToken: forged, cardName: 'Ayşe', isDefault: false }).expect(400)).body.code).toBe('CARD_TOKEN_INVALID');
    await save({ providerToken: withToken.body.token, cardName: 'Ayşe', isDefault: false }).expect(201);
    expect((await save({ providerToken: withToken.body.token, cardName: 'Ayşe', isDefault: false }).expect(400)).body.code).toBe('CARD_TOKEN_INVALID');
  });

  it('lets the provider refuse numbers that fail Luhn, unknown brands and past expiry dates', async () => {
    expect((await tokenize('4111111111111112').expect(400)).body.fields).toEqual({ cardNumber: ['cardNumberInvalid'] });
    expect((await tokenize('1234567812345670').expect(400)).body.fields).toEqual({ cardNumber: ['cardNumberInvalid'] });
    expect((await tokenize('4111111111111111', { expiry: '13/99' }).expect(400)).body.fields).toEqual({ expiry: ['expiryInvalid'] });
    expect((await tokenize('4111111111111111', { expiry: '01/20' }).expect(400)).body.fields).toEqual({ expiry: ['expiryPast'] });
    expect((await tokenize('4111111111111111', { cvc: '12' }).expect(400)).body.fields).toEqual({ cvc: ['cvcInvalid'] });
  });

  it('expires provider tokens that are not saved within 15 minutes', async () => {
    const clock = controlClock(t);
    try {
      const token = (await tokenize('5555555555554444').expect(201)).body.token;
      clock.advance(15 * 60_000 + 1_000);
      jar = await signIn(t, customer);
      expect((await save({ providerToken: token, cardName: 'Ayşe', isDefault: false }).expect(400)).body.code).toBe('CARD_TOKEN_INVALID');
    } finally {
      clock.restore();
    }
  });

  it('saves a provider token only for the customer who made it (issue 13, finding 7)', async () => {
    const other = await signIn(t, await seedUser(t));
    const theirs = (await tokenize('4111111111111111', {}, other).expect(201)).body.token;
    const refused = await save({ providerToken: theirs, cardName: 'Ayşe', isDefault: false }).expect(400);
    expect(refused.body.code).toBe('CARD_TOKEN_INVALID');
    const anonymous = (await tokenize('4111111111111111', {}, new CookieJar()).expect(201)).body.token;
    expect((await save({ providerToken: anonymous, cardName: 'Ayşe', isDefault: false }).expect(400)).body.code).toBe('CARD_TOKEN_INVALID');
    // The one who made it can.
    await request(t.server).post('/api/account/cards').set('Cookie', other.header()).send({ providerToken: theirs, cardName: 'Onlar', isDefault: false }).expect(201);
  });

  it("answers 404 for another customer's card and leaves it untouched", async () => {
    const other = await signIn(t, await seedUser(t));
    const token = (await tokenize('4111111111111111', {}, other).expect(201)).body.token;
    const theirs = (await request(t.server).post('/api/account/cards').set('Cookie', other.header()).send({ providerToken: token, cardName: 'Onlar', isDefault: false }).expect(201)).body;
    await request(t.server).patch(`/api/account/cards/${theirs.id}`).set('Cookie', jar.header()).send({ cardName: 'Ben', expiry: '12/30', isDefault: true }).expect(404);
    await request(t.server).delete(`/api/account/cards/${theirs.id}`).set('Cookie', jar.header()).expect(404);
    const cards = (await request(t.server).get('/api/account/cards').set('Cookie', other.header()).expect(200)).body.cards;
    expect(cards).toEqual([expect.objectContaining({ id: theirs.id, holderName: 'Onlar' })]);
  });

  it('leaves no card number and no CVC in the database, the mail outbox or the queue (canary scan)', async () => {
    const tables = await t.dataSource.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await t.dataSource.query(`SELECT row_to_json(r)::text AS row FROM "${table_name}" r`);
      dump += rows.map((row: { row: string }) => row.row).join('\n');
    }
    expect(dump).toContain('"last4":"4444"'); // the scan does read the card rows
    expect(cardNumbersIn(dump)).toEqual([]);
    expect(dump).not.toMatch(/"(cvc|cvv|cvv2|card_?number|pan)"/i);
    expect(dump).not.toContain(`"${CANARY_CVC}"`);

    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`${t.config.queuePrefix}:*`);
      let queue = '';
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'hash') queue += JSON.stringify(await redis.hgetall(key));
        else if (type === 'string') queue += await redis.get(key);
        else if (type === 'list') queue += (await redis.lrange(key, 0, -1)).join('\n');
      }
      expect(cardNumbersIn(queue)).toEqual([]);
      expect(queue).not.toMatch(/cvc|cvv/i);
    } finally {
      redis.disconnect();
    }
  });
});

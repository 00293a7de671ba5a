import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const MiB5 = 5 * 1024 * 1024;

/** A PNG whose header claims 30000×30000 pixels with almost no data: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const noiseJpeg = (size = 600) =>
  sharp(Buffer.from(Array.from({ length: size * size * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: size, height: size, channels: 3 },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

describe('profile and picture', () => {
  let t: TestApp;
  let jar: CookieJar;
  const profileBody = (changes: Record<string, unknown> = {}) => ({
    firstName: 'Ayşe',
    lastName: 'Nur Yılmaz',
    phone: '+90 532 123 45 67',
    dateOfBirth: '1990-04-23',
    bio: 'Filtre kahve ve\nTürk kahvesi seviyorum.',
    preferences: { newsletter: true, smsNotifications: false, orderUpdates: true },
    ...changes,
  });
  const upload = (content: Buffer, filename = 'avatar.jpg') =>
    request(t.server).put('/api/account/avatar').set('Cookie', jar.header()).attach('avatar', content, filename);

  beforeAll(async () => {
    t = await startTestApp();
    jar = await signIn(t, await seedUser(t, { fullName: 'Ayşe Yılmaz' }));
  });
  afterAll(() => t?.close());

  it('reads and saves the profile as the form sends it', async () => {
    const initial = await request(t.server).get('/api/account/profile').set('Cookie', jar.header()).expect(200);
    expect(initial.body).toMatchObject({ firstName: 'Ayşe', lastName: 'Yılmaz', phone: null, avatarUrl: null, emailVerified: true });
    const saved = await request(t.server).patch('/api/account/profile').set('Cookie', jar.header()).send(profileBody()).expect(200);
    expect(saved.body).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Nur Yılmaz',
      phone: '+90 532 123 45 67',
      dateOfBirth: '1990-04-23',
      bio: 'Filtre kahve ve\nTürk kahvesi seviyorum.',
      preferences: { newsletter: true, smsNotifications: false, orderUpdates: true },
    });
    const session = await request(t.server).get('/api/auth/session').set('Cookie', jar.header()).expect(200);
    expect(session.body.user.fullName).toBe('Ayşe Nur Yılmaz');
    // Optional fields can be emptied again.
    const cleared = await request(t.server)
      .patch('/api/account/profile')
      .set('Cookie', jar.header())
      .send(profileBody({ phone: '', dateOfBirth: '', bio: '' }))
      .expect(200);
    expect(cleared.body).toMatchObject({ phone: null, dateOfBirth: null, bio: null });
  });

  it("the newsletter box subscribes the account's address to the list and unsubscribes it (issue 13)", async () => {
    const email = (await request(t.server).get('/api/account/profile').set('Cookie', jar.header()).expect(200)).body.email as string;
    const status = async () =>
      ((await t.dataSource.query(`SELECT status FROM newsletter_subscribers WHERE email = $1`, [email])) as { status: string }[])[0]?.status;
    const save = (newsletter: boolean) =>
      request(t.server)
        .patch('/api/account/profile')
        .set('Cookie', jar.header())
        .send(profileBody({ preferences: { newsletter, smsNotifications: false, orderUpdates: true } }))
        .expect(200);

    expect((await save(true)).body.preferences.newsletter).toBe(true);
    expect(await status()).toBe('active');
    expect((await save(false)).body.preferences.newsletter).toBe(false);
    expect(await status()).toBe('unsubscribed');
    expect((await save(true)).body.preferences.newsletter).toBe(true);
    expect(await status()).toBe('active');
    // Unsubscribed elsewhere (the link in a mail): the profile shows it.
    await t.dataSource.query(`UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = $1`, [email]);
    expect((await request(t.server).get('/api/account/profile').set('Cookie', jar.header()).expect(200)).body.preferences.newsletter).toBe(false);
    await save(false);
  });

  it('refuses fields it does not own (role, e-mail) and bad values, changing nothing', async () => {
    const patch = (body: object) => request(t.server).patch('/api/account/profile').set('Cookie', jar.header()).send(body);
    expect((await patch({ ...profileBody(), role: 'admin', emailVerified: true }).expect(400)).body.fields).toEqual({
      role: ['Unknown field'],
      emailVerified: ['Unknown field'],
    });
    expect((await patch({ ...profileBody(), email: 'baska@example.com' }).expect(400)).body.fields).toEqual({ email: ['Unknown field'] });
    expect((await patch(profileBody({ firstName: '' })).expect(400)).body.fields).toEqual({ firstName: ['firstNameRequired'] });
    expect((await patch(profileBody({ lastName: '<img src=x onerror=alert(1)>' })).expect(400)).body.fields).toEqual({
      lastName: ['invalidCharacters'],
    });
    expect((await patch(profileBody({ dateOfBirth: '2015-01-01' })).expect(400)).body.fields).toEqual({ dateOfBirth: ['dateOfBirthUnder18'] });
    expect((await patch(profileBody({ dateOfBirth: '1990-02-30' })).expect(400)).body.fields).toEqual({ dateOfBirth: ['dateInvalid'] });
    expect((await patch(profileBody({ phone: 'abc' })).expect(400)).body.fields).toEqual({ phone: ['phoneInvalid'] });
    const session = await request(t.server).get('/api/auth/session').set('Cookie', jar.header()).expect(200);
    expect(session.body.user.role).toBe('user');
  });

  it('stores a re-encoded JPEG without its metadata, serves it only to its owner, and removes it', async () => {
    const withGps = await sharp(await noiseJpeg(400))
      .withExif({ IFD0: { Copyright: 'Ayşe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const saved = await upload(withGps, '../../x.png').expect(200);
    expect(saved.body.avatarUrl).toMatch(/^\/api\/account\/avatar\?v=\d+$/);

    const served = await request(t.server).get(saved.body.avatarUrl).set('Cookie', jar.header()).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(512);

    expect((await request(t.server).get('/api/account/profile').set('Cookie', jar.header())).body.avatarUrl).toBe(saved.body.avatarUrl);
    const other = await signIn(t, await seedUser(t));
    await request(t.server).get('/api/account/avatar').set('Cookie', other.header()).expect(404);
    await request(t.server).get('/api/account/avatar').expect(401);

    await request(t.server).delete('/api/account/avatar').set('Cookie', jar.header()).expect(204);
    await request(t.server).get('/api/account/avatar').set('Cookie', jar.header()).expect(404);
    expect((await request(t.server).get('/api/account/profile').set('Cookie', jar.header())).body.avatarUrl).toBeNull();
  });

  it('takes a PNG of exactly 5 MB and refuses one byte more while it streams', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6f4427' } }).png().toBuffer();
    // Bytes after IEND are ignored by decoders: padding makes an image of any size.
    const exact = Buffer.concat([png, Buffer.alloc(MiB5 - png.length)]);
    const ok = await upload(exact, 'avatar.png').expect(200);
    const served = await request(t.server).get(ok.body.avatarUrl).set('Cookie', jar.header()).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    const tooBig = await upload(Buffer.concat([exact, Buffer.from([0])]), 'avatar.png').expect(413);
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('judges a file by its content, not its name, and never stores the upload as is', async () => {
    const php = await upload(Buffer.from('<?php system($_GET["c"]); ?>'), 'avatar.png').expect(400);
    expect(php.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a.svg').expect(400);
    expect(svg.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    await upload(Buffer.alloc(0), 'empty.jpg').expect(400);
    const truncated = (await noiseJpeg(200)).subarray(0, 400);
    expect((await upload(truncated).expect(400)).body.code).toBe('IMAGE_UNREADABLE');

    const started = Date.now();
    expect((await upload(pngBomb(), 'bomb.png').expect(400)).body.code).toBe('IMAGE_UNREADABLE');
    expect(Date.now() - started).toBeLessThan(1_000);

    const polyglot = Buffer.concat([await noiseJpeg(100), Buffer.from('<html><script>alert(1)</script></html>')]);
    const saved = await upload(polyglot, 'a.jpg.php').expect(200);
    const served = await request(t.server).get(saved.body.avatarUrl).set('Cookie', jar.header()).expect(200);
    expect((served.body as Buffer).includes('<script')).toBe(false);
    await request(t.server).put('/api/account/avatar').set('Cookie', jar.header()).expect(400);
  });

  it('shows the overview with real, empty figures and an empty, filterable order history', async () => {
    const overview = await request(t.server).get('/api/account/overview').set('Cookie', jar.header()).expect(200);
    expect(overview.body).toEqual({
      firstName: 'Ayşe',
      stats: { totalOrders: 0, activeOrders: 0, totalSpentKurus: 0 },
      recentOrders: [],
    });
    const orders = await request(t.server)
      .get('/api/account/orders')
      .query({ q: 'etiyopya', status: 'shipped', period: '30d', sort: 'oldest' })
      .set('Cookie', jar.header())
      .expect(200);
    expect(orders.body).toEqual({ orders: [], total: 0 });
    for (const query of ['sort=name;DROP%20TABLE%20x', 'status=lost', 'period=7d', 'status=shipped&status=pending', `q=${'a'.repeat(101)}`, 'extra=1']) {
      await request(t.server).get(`/api/account/orders?${query}`).set('Cookie', jar.header()).expect(400);
    }
  });

  it('never shows a secret field in any answer', async () => {
    const bodies = await Promise.all(
      ['/api/account/profile', '/api/account/security', '/api/account/sessions', '/api/auth/session', '/api/account/overview'].map(
        async (path) => JSON.stringify((await request(t.server).get(path).set('Cookie', jar.header())).body),
      ),
    );
    for (const body of bodies) expect(body).not.toMatch(/passwordHash|password_hash|totpSecret|totp_secret|resetToken|refresh|sessionId/i);
  });
});

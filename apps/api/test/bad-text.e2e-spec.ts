import request from 'supertest';
import { FormVisitor } from './support/form-client';
import { seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 13, finding 4: NUL characters and lone surrogates get a field error, never a 500 from PostgreSQL. */
describe('text the database cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
  }, 60_000);
  afterAll(() => t?.close());

  const bad = ['Ayşe\u0000Yılmaz', 'Ayşe \uD800 Yılmaz', 'Ayşe \uDC00'];

  it.each(bad)('refuses %j at registration with the field named', async (fullName) => {
    const password = 'Kayit-Icin-Sifre-5';
    const response = await request(t.server)
      .post('/api/auth/register')
      .set('X-Forwarded-For', '10.4.0.1')
      .send({ fullName, email: 'nul@example.com', password, confirmPassword: password, terms: true })
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String), fields: { fullName: ['errors.textInvalid'] } });
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = 'nul@example.com'`)).toEqual([]);
  });

  it.each(bad)('refuses %j in the contact form with the field named', async (message) => {
    const visitor = new FormVisitor(t.server, '10.4.0.2');
    await visitor.freshToken();
    const response = await visitor.post('contact', { full_name: 'Mehmet Demir', email: 'mehmet@example.com', message: `Merhaba, ${message} fiyat listesi` });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ message: ['errors.textInvalid'] });
  });

  it('refuses them in a signed-in profile change and in a sign-in', async () => {
    const user = await seedUser(t);
    const jar = await signIn(t, user);
    const profile = await request(t.server).patch('/api/account/profile').set('Cookie', jar.header()).send({ fullName: 'Ayşe\u0000' });
    expect(profile.status).toBe(400);
    const login = await request(t.server).post('/api/auth/login').send({ email: user.email, password: 'Sifre\uD800\u0000x' }).expect(400);
    expect(login.body.fields).toEqual({ password: ['errors.textInvalid'] });
  });
});

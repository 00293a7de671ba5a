import { FORM_TOKEN_HEADER } from '@harman/contracts';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CvStorage } from '../src/modules/forms/cv/cv-storage.service';
import { doc, docm, docx, exe, msi, pdf, zipBomb } from '../src/modules/forms/cv/testing/cv-fixtures';
import { seedUser, signIn } from './support/accounts';
import { FormVisitor, uniqueEmail, uniqueIp } from './support/form-client';
import { startTestApp, type TestApp } from './support/test-app';

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Zeynep Kaya',
  email: uniqueEmail('kariyer'),
  phone: '0532 987 65 43',
  position: 'barista',
  experience: 'junior',
  location: 'istanbul',
  message: 'Latte art yarışmalarında dereceye girdim.',
  ...overrides,
});

describe('careers form with a CV', () => {
  let t: TestApp;
  let cvDir: string;

  const apply = async (body: Record<string, string>, cv?: { bytes: Buffer; name: string }, token: 'valid' | 'none' = 'valid') => {
    const sender = new FormVisitor(t.server, uniqueIp());
    const value = await sender.freshToken();
    const pending = sender.agent.post('/api/forms/careers').set('X-Forwarded-For', sender.ip);
    if (token === 'valid') pending.set(FORM_TOKEN_HEADER, value);
    for (const [key, value] of Object.entries(body)) pending.field(key, value);
    if (cv) pending.attach('cv', cv.bytes, { filename: cv.name, contentType: 'application/pdf' });
    return await pending;
  };
  const expectStatus = async (pending: Promise<request.Response>, status: number) => {
    const response = await pending;
    expect({ status: response.status, body: response.body }).toMatchObject({ status });
    return response;
  };
  const storedFiles = () => readdir(cvDir).catch(() => []);

  beforeAll(async () => {
    cvDir = await mkdtemp(join(tmpdir(), 'harman-cv-'));
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback', CV_STORAGE_DIR: cvDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(cvDir, { recursive: true, force: true });
  });

  it.each([
    ['a PDF', pdf(), 'ozgecmis.pdf', 'application/pdf', 'ozgecmis.pdf'],
    ['a .doc', doc(), 'Özgeçmiş.doc', 'application/msword', 'Özgeçmiş.doc'],
    ['a .docx', docx(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx'],
    ['a PDF named .docx', pdf(), 'cv.docx', 'application/pdf', 'cv.pdf'],
  ])('stores %s by its content, privately, with a receipt and a staff alert', async (_kind, bytes, name, contentType, keptName) => {
    const body = fields();
    const response = await expectStatus(apply(body, { bytes, name }), 201);
    const [row] = await t.dataSource.query(
      `SELECT a.name, a.position, a.status, f.storage_key, f.original_name, f.content_type, f.size_bytes
       FROM career_applications a JOIN cv_files f ON f.id = a.cv_file_id WHERE a.id = $1`,
      [response.body.id],
    );
    expect(row).toMatchObject({ name: 'Zeynep Kaya', position: 'barista', status: 'pending', original_name: keptName, content_type: contentType, size_bytes: bytes.length });
    expect(await readFile(join(cvDir, row.storage_key))).toEqual(bytes);
    expect((await t.mail.waitFor((mail) => mail.to.includes(body.email))).subject).toBe('İş başvurunuzu aldık');
    const alert = await t.mail.waitFor((mail) => mail.to.includes('staff@harman.local') && mail.text.includes(response.body.id));
    expect(alert.subject).toBe('New job application');
    // The alert links to the CV (issue 13): the staff download route of this application.
    const cvLink = `http://shop.test/api/forms/careers/${response.body.id}/cv`;
    expect(alert.text).toContain(`Download the CV: ${cvLink}`);
    expect(alert.html).toContain(`href="${cvLink}"`);

    // What staff will download (through the admin route once signed in): the very bytes, under the kept name.
    const stream = t.app.get(CvStorage).open(row.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
  });

  it('accepts an application without a CV', async () => {
    const response = await expectStatus(apply(fields()), 201);
    const [row] = await t.dataSource.query(`SELECT cv_file_id FROM career_applications WHERE id = $1`, [response.body.id]);
    expect(row.cv_file_id).toBeNull();
    const alert = await t.mail.waitFor((mail) => mail.to.includes('staff@harman.local') && mail.text.includes(response.body.id));
    expect(alert.text).not.toContain('/cv');
  });

  it.each([
    ['an executable renamed .pdf', exe(), 'cv.pdf'],
    ['an installer renamed .doc', msi(), 'cv.doc'],
    ['a macro document renamed .docx', docm(), 'cv.docx'],
    ['a zip bomb renamed .docx', zipBomb(), 'cv.docx'],
    ['HTML renamed .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
  ])('refuses %s and stores nothing', async (_kind, bytes, name) => {
    const before = await storedFiles();
    const body = fields();
    const response = await expectStatus(apply(body, { bytes, name }), 400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cv: ['errors.cvType'] } });
    expect(await t.dataSource.query(`SELECT 1 FROM career_applications WHERE email = $1`, [body.email])).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a CV over 5 MiB with 413 while it streams', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await expectStatus(apply(fields(), { bytes: big, name: 'cv.pdf' }), 413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('validates the fields with the form’s messages', async () => {
    const response = await expectStatus(apply(fields({ position: '', email: 'zeynep@' }), { bytes: pdf(), name: 'cv.pdf' }), 400);
    expect(response.body.fields).toMatchObject({ position: ['errors.choiceRequired'], email: ['errors.emailInvalid'] });
  });

  it('needs the anti-forgery token before it reads the file', async () => {
    const body = fields();
    const response = await expectStatus(apply(body, { bytes: pdf(), name: 'cv.pdf' }, 'none'), 403);
    expect(response.body.code).toBe('INVALID_TOKEN');
  });

  it('keeps CVs from anyone who is not a signed-in admin', async () => {
    const response = await expectStatus(apply(fields(), { bytes: pdf(), name: 'cv.pdf' }), 201);
    const download = await request(t.server).get(`/api/forms/careers/${response.body.id}/cv`);
    expect([401, 403]).toContain(download.status);
    expect(download.headers['content-disposition']).toBeUndefined();
    expect(download.text).not.toContain('%PDF');
  });

  it('lets a signed-in admin download a CV as an attachment under its checked name, and refuses a customer', async () => {
    const bytes = pdf();
    const response = await expectStatus(apply(fields(), { bytes, name: '../../Özgeçmiş "son".pdf' }), 201);
    const url = `/api/forms/careers/${response.body.id}/cv`;

    const customer = await signIn(t, await seedUser(t));
    expect((await request(t.server).get(url).set('Cookie', customer.header())).status).toBe(403);

    const admin = await signIn(t, await seedUser(t, { role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }));
    const download = await request(t.server)
      .get(url)
      .set('Cookie', admin.header())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.body).toEqual(bytes);
    expect(download.headers['content-type']).toBe('application/pdf');
    // No path, no quotes; an ASCII fallback plus the UTF-8 name.
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_zge_mi_ son.pdf"; filename*=UTF-8''%C3%96zge%C3%A7mi%C5%9F%20son.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');

    const missing = await request(t.server).get('/api/forms/careers/not-a-uuid/cv').set('Cookie', admin.header());
    expect(missing.status).toBe(404);
  });
});

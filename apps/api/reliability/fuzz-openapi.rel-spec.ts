import { FORM_TOKEN_HEADER } from '@harman/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { CookieJar, seedUser, signIn, type SeededUser } from '../test/support/accounts';
import { startTestApp, type TestApp } from '../test/support/test-app';

// Every operation of the OpenAPI document, each with dozens of generated requests.
jest.setTimeout(900_000);

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);
const TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** SECURITY.md (c): the bad inputs, as strings, numbers and structures. */
const BAD_STRINGS = [
  '',
  ' ',
  '\t\n',
  'a',
  'x'.repeat(10_001),
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  'invoice\u202Efdp.exe',
  'a\u200Bb\u200Dc',
  'z' + '\u0301'.repeat(1000),
  '👩‍👩‍👧‍👦☕',
  '１２３',
  '٣٤٥',
  'pаypal',
  "' OR '1'='1' --",
  '1; DROP TABLE users--',
  "') UNION SELECT password_hash FROM users--",
  'name;DROP',
  'name desc, (select 1)',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '; id',
  '`id`',
  '$(id)',
  '=HYPERLINK("http://x")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  'x\r\nBcc: victim@ex.com',
  '%0d%0aSet-Cookie:x=y',
  '\n{"level":"info","event":"login_success"}',
  '../../etc/passwd',
  '..%2f..%2f',
  '..\\..\\',
  '%2e%2e/',
  'file%00.png',
  'C:\\',
  'a'.repeat(50_000) + '!',
  'a@b',
  '@x.com',
  'a@@x.com',
  '"a b"@x.com',
  'a@[127.0.0.1]',
  'a'.repeat(65) + '@x.com',
  'ä@ex.com',
  'xn--80ak6aa92e.com',
  ' A@X.COM ',
  'a@x.com,b@x.com',
  '4111111111111111',
  '4111 1111 1111 1111',
  '13/99',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e3',
  '0x10',
  '010',
  ' 5 ',
  '5abc',
  'NaN',
];
const BAD_NUMBERS = [-1, 0, 0.5, 1e308, -0, 2 ** 31, 2 ** 53 + 1, 100_000, 1e9];
const BAD_STRUCTURES: unknown[] = [
  null,
  true,
  [],
  {},
  { $gt: '' },
  { email: { not: null } },
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  { constructor: { prototype: { isAdmin: true } } },
  Array.from({ length: 1000 }, (_, index) => index),
];

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...BAD_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_STRUCTURES) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
);

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  parameters: { name: string; in: string }[];
  bodyProperties: string[];
  multipart: boolean;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: unknown }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, unknown> };
};

function operations(document: OpenApi): Operation[] {
  const resolve = (schema: unknown): { properties?: Record<string, unknown> } => {
    const ref = (schema as { $ref?: string } | undefined)?.$ref;
    if (ref) return (document.components?.schemas?.[ref.split('/').pop()!] ?? {}) as { properties?: Record<string, unknown> };
    return (schema ?? {}) as { properties?: Record<string, unknown> };
  };
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      // An event stream never ends by design: its own tests cover it (notifications, SSE reconnect).
      const streams = Object.values(operation.responses ?? {}).some((response) => 'text/event-stream' in (response.content ?? {}));
      if (streams || path.endsWith('/stream')) continue;
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      found.push({
        method: method as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        bodyProperties: Object.keys(resolve(json).properties ?? {}),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return found;
}

/**
 * A path segment as a client could send it: anything, percent-encoded (a raw `/` is another route); a lone
 * surrogate as the bytes its code unit would take (invalid UTF-8, which a client can send).
 */
const segment = (value: unknown) =>
  [...(typeof value === 'string' ? value.slice(0, 2_000) : (JSON.stringify(value) ?? 'x'))]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const unit = char.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');

const RAW_HTML = /<\s*(script|img|svg|iframe|object|embed)\b/i;

/**
 * SECURITY.md (c) on every operation of `/api/docs-json`: generated path, query and body values from the bad-input
 * list, as an anonymous visitor, a signed-in customer and a signed-in admin. Never a 5xx or a stack trace, and no
 * raw HTML stored anywhere afterwards.
 */
describe('fuzzing every endpoint of the OpenAPI document', () => {
  let t: TestApp;
  let customer: SeededUser;
  let admin: SeededUser;
  const jars: Record<'customer' | 'admin', CookieJar> = { customer: new CookieJar(), admin: new CookieJar() };
  let baseline: Map<string, number>;

  /** Rows per text column holding raw HTML (the seed's, before fuzzing, are the baseline). */
  const rawHtmlCounts = async () => {
    const columns = await t.dataSource.query<{ table_name: string; column_name: string }[]>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json') AND table_name <> 'migrations'`,
    );
    const counts = new Map<string, number>();
    for (const { table_name, column_name } of columns) {
      const [row] = await t.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ~* '<\\s*(script|img|svg|iframe|object|embed)\\y'`,
      );
      counts.set(`${table_name}.${column_name}`, row.n);
    }
    return counts;
  };

  const ensureSignedIn = async (who: 'customer' | 'admin') => {
    const alive = await request(t.server).get('/api/auth/session').set('Cookie', jars[who].header());
    if (alive.status === 200) return;
    jars[who] = await signIn(t, who === 'admin' ? admin : customer);
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    customer = await seedUser(t);
    admin = await seedUser(t, { role: 'admin', totpSecret: TOTP_SECRET });
    baseline = await rawHtmlCounts();
  }, 120_000);
  afterAll(() => t?.close());

  it('answers every generated request without a 5xx or a stack trace, and stores no raw HTML', async () => {
    const document = (await request(t.server).get('/api/docs-json').expect(200)).body as OpenApi;
    const all = operations(document);
    expect(all.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    let ip = 0;

    for (const operation of all) {
      const who = operation.path.startsWith('/api/admin') ? 'admin' : 'customer';
      const pathParameters = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      const input = fc.record({
        path: fc.tuple(...pathParameters.map(() => badValue)),
        query: fc.tuple(...queryParameters.map(() => badValue)),
        body: fc.oneof(
          fc.tuple(...operation.bodyProperties.map(() => badValue)).map((values) =>
            Object.fromEntries(operation.bodyProperties.map((name, index) => [name, values[index]])),
          ),
          badValue,
        ),
        extra: fc.boolean(),
        signedIn: fc.boolean(),
      });
      await ensureSignedIn(who);
      const formToken = operation.path.startsWith('/api/forms/')
        ? (await request(t.server).get('/api/forms/token').set('Cookie', jars[who].header()).expect(200)).body.token
        : undefined;

      await fc.assert(
        fc.asyncProperty(input, async ({ path, query, body, extra, signedIn }) => {
          let url = operation.path;
          pathParameters.forEach((name, index) => (url = url.replace(`{${name}}`, segment(path[index]))));
          const search = new URLSearchParams();
          queryParameters.forEach((name, index) => {
            const value = query[index];
            search.append(name, typeof value === 'string' ? value.slice(0, 2_000) : JSON.stringify(value) ?? '');
          });
          if (extra) search.append('__proto__[isAdmin]', 'true');
          const target = `${url}${search.size ? `?${search}` : ''}`;
          ip += 1;
          let pending = request(t.server)[operation.method](target).set('X-Forwarded-For', `10.99.${Math.floor(ip / 250) % 250}.${ip % 250}`);
          if (signedIn) pending = pending.set('Cookie', jars[who].header());
          if (formToken) pending = pending.set(FORM_TOKEN_HEADER, formToken);
          if (operation.multipart) {
            pending = pending.field('fullName', typeof body === 'string' ? body.slice(0, 1_000) : 'x').attach('file', Buffer.from('%PDF-1.4 <script>alert(1)</script>'), 'a.pdf.php');
          } else if (operation.method !== 'get' && operation.method !== 'delete') {
            const payload = extra && typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, role: 'admin', totalKurus: 1 } : body;
            pending = pending.set('Content-Type', 'application/json').send(JSON.stringify(payload ?? null));
          }
          // A hang is a failure too (SECURITY.md (c): the process answers and stays alive).
          const response = await pending.timeout({ deadline: 15_000 }).catch((error: Error) => {
            failures.push(`${operation.method.toUpperCase()} ${target.slice(0, 200)} → no answer: ${error.message}`);
            return undefined;
          });
          sent += 1;
          if (!response) return true;
          const text = response.text ?? '';
          if (response.status >= 500 || /\n\s+at .+\(.+:\d+:\d+\)/.test(text)) {
            failures.push(`${operation.method.toUpperCase()} ${target.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`);
          }
          return true;
        }),
        { numRuns: RUNS_PER_OPERATION, seed: Number(process.env.FUZZ_SEED ?? 1813) },
      );
      if (process.env.FUZZ_VERBOSE) process.stderr.write(`fuzz-openapi: ${operation.method.toUpperCase()} ${operation.path} done, ${sent} sent\n`);
    }
    process.stderr.write(`fuzz-openapi: ${all.length} operations, ${sent} requests, ${failures.length} failures\n`);
    expect(failures).toEqual([]);

    const after = await rawHtmlCounts();
    const stored = [...after].filter(([column, count]) => count > (baseline.get(column) ?? 0)).map(([column, count]) => `${column}: ${count}`);
    expect(stored).toEqual([]);
    expect(RAW_HTML.test('<script>')).toBe(true);
  });
});

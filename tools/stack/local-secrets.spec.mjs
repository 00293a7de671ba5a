import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_SECRET_NAMES, localSecrets, parseEnvFile } from './local-secrets.mjs';

describe('the secrets npm start generates for a local stack', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'harman-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes strong random ones on the first run, keeps them private and reuses them', () => {
    const file = join(dir, '.data', 'secrets.env');
    const first = localSecrets(file, {});
    expect(Object.keys(first).sort()).toEqual([...LOCAL_SECRET_NAMES].sort());
    expect(first.AUTH_JWT_SECRET.length).toBeGreaterThanOrEqual(48);
    expect(first.FORM_TOKEN_SECRET.length).toBeGreaterThanOrEqual(48);
    expect(first.PLATFORM_DEPLOY_TOKEN.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(first.AUTH_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseEnvFile(readFileSync(file, 'utf8'))).toEqual(first);

    expect(localSecrets(file, {})).toEqual(first);
    const elsewhere = localSecrets(join(dir, 'other.env'), {});
    for (const name of LOCAL_SECRET_NAMES) expect(elsewhere[name]).not.toBe(first[name]);
  });

  it('lets the environment win over the file', () => {
    const file = join(dir, 'secrets.env');
    const stored = localSecrets(file, {});
    const mixed = localSecrets(file, { PLATFORM_DEPLOY_TOKEN: 'from-the-environment-0123' });
    expect(mixed).toEqual({ ...stored, PLATFORM_DEPLOY_TOKEN: 'from-the-environment-0123' });
  });
});

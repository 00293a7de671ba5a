import { loadConfig } from './app-config';

const production = {
  NODE_ENV: 'production',
  PLATFORM_DEPLOY_TOKEN: 'a-production-token-of-some-length',
  FORM_TOKEN_SECRET: 'a-production-form-secret-of-32-chars-or-more',
};
const secrets = {
  AUTH_JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more',
  AUTH_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  PAYMENT_PROVIDER: 'dev',
};

describe('accounts configuration', () => {
  it('works out of the box in development: random secrets of the process, plain-http cookies, OWASP argon2 parameters', () => {
    const { auth } = loadConfig({});
    expect(auth.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(auth.encryptionKey).toHaveLength(32);
    expect(auth).toMatchObject({
      accessTokenTtlSeconds: 900,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      cookieSecure: false,
      trustedOrigins: ['http://localhost:4200'],
      argon2: { memoryKib: 19456, timeCost: 2, parallelism: 1 },
      paymentProvider: 'dev',
    });
  });

  it('requires its secrets in production and makes cookies Secure there', () => {
    expect(() => loadConfig(production)).toThrow(/AUTH_JWT_SECRET: is required in production[\s\S]*AUTH_ENCRYPTION_KEY[\s\S]*PAYMENT_PROVIDER/);
    const config = loadConfig({ ...production, ...secrets });
    expect(config.auth.cookieSecure).toBe(true);
    expect(config.auth.jwtSecret).toBe(secrets.AUTH_JWT_SECRET);
    expect(() => loadConfig({ ...production, ...secrets, AUTH_COOKIE_SECURE: 'false' })).toThrow(/AUTH_COOKIE_SECURE: cannot be false in production/);
  });

  it('refuses weak values', () => {
    expect(() => loadConfig({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ AUTH_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/AUTH_ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '4096' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(() => loadConfig({ ARGON2_TIME_COST: '1' })).toThrow(/ARGON2_TIME_COST/);
    expect(() => loadConfig({ AUTH_TRUSTED_ORIGINS: 'javascript:alert(1)' })).toThrow(/AUTH_TRUSTED_ORIGINS/);
  });

  it('trusts the shop origin plus the listed ones', () => {
    const { auth } = loadConfig({ APP_BASE_URL: 'https://shop.example/', AUTH_TRUSTED_ORIGINS: 'https://admin.shop.example, https://hesap.shop.example/x' });
    expect(auth.trustedOrigins).toEqual(['https://shop.example', 'https://admin.shop.example', 'https://hesap.shop.example']);
  });
});

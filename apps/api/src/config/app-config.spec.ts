import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('fills the documented defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      database: { url: 'postgres://postgres@127.0.0.1:5432/harman', poolMax: 10 },
      redis: { url: 'redis://127.0.0.1:6379' },
      queuePrefix: 'harman',
      mail: { smtpUrl: 'smtp://127.0.0.1:1025' },
      appBaseUrl: 'http://localhost:4200',
      platformDeployToken: null,
      runWorkers: true,
      workerUnreadyLimitMs: 30_000,
      logLevel: 'info',
      trustProxy: false,
      docsEnabled: true,
    });
  });

  it('parses flags, numbers and the proxy setting', () => {
    const config = loadConfig({
      PORT: '8080',
      RUN_WORKERS: 'false',
      TRUST_PROXY: '1',
      APP_BASE_URL: 'https://shop.example/',
      DATABASE_POOL_MAX: '1',
    });
    expect(config.port).toBe(8080);
    expect(config.runWorkers).toBe(false);
    expect(config.trustProxy).toBe(1);
    expect(config.appBaseUrl).toBe('https://shop.example');
    expect(config.database.poolMax).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true trusts any client-sent X-Forwarded-For/);
  });

  it('logs readable lines in development and JSON in CI, production and tests, unless LOG_FORMAT says', () => {
    const atTerminal = process.stdout.isTTY ? 'pretty' : 'json';
    expect(loadConfig({}).logFormat).toBe(atTerminal);
    expect(loadConfig({ CI: 'true' }).logFormat).toBe('json');
    expect(loadConfig({ CI: 'false' }).logFormat).toBe(atTerminal);
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ CI: 'true', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', QUEUE_PREFIX: '' }).port).toBe(3000);
  });

  it('names every invalid variable without echoing values', () => {
    const run = () => loadConfig({ PORT: 'eighty', REDIS_URL: 'http://secret-host:6379', QUEUE_PREFIX: 'a:b' });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('REDIS_URL');
      expect(message).toContain('QUEUE_PREFIX');
      expect(message).not.toContain('secret-host');
    }
  });

  it('holds no usable secret of its own: unset secrets are random per process, the published deploy token is refused', () => {
    const [a, b] = [loadConfig({}), loadConfig({})];
    expect(a.forms.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.forms.tokenSecret).not.toBe(b.forms.tokenSecret);
    expect(a.auth.jwtSecret).not.toBe(b.auth.jwtSecret);
    expect(a.auth.encryptionKey.equals(b.auth.encryptionKey)).toBe(false);
    expect(a.platformDeployToken).toBeNull();
    expect(() => loadConfig({ PLATFORM_DEPLOY_TOKEN: 'dev-deploy-token' })).toThrow(/PLATFORM_DEPLOY_TOKEN: is a published default/);
    expect(loadConfig({ NODE_ENV: 'test', PLATFORM_DEPLOY_TOKEN: 'dev-deploy-token' }).platformDeployToken).toBe('dev-deploy-token');
  });

  it('requires a deploy token in production and turns the docs off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PLATFORM_DEPLOY_TOKEN: is required in production/);
    const token = 'a-production-token-of-some-length';
    const FORM_TOKEN_SECRET = 'a-production-form-secret-of-32-chars-or-more';
    expect(() => loadConfig({ NODE_ENV: 'production', PLATFORM_DEPLOY_TOKEN: token })).toThrow(
      /FORM_TOKEN_SECRET: is required in production/,
    );
    // The accounts' secrets are required there too (auth-env.schema.spec.ts).
    const auth = { AUTH_JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more', AUTH_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), PAYMENT_PROVIDER: 'dev' };
    const config = loadConfig({ NODE_ENV: 'production', PLATFORM_DEPLOY_TOKEN: token, FORM_TOKEN_SECRET, ...auth });
    expect(config.platformDeployToken).toBe(token);
    expect(config.docsEnabled).toBe(false);
    expect(config.forms.tokenSecret).toBe(FORM_TOKEN_SECRET);
    expect(loadConfig({ NODE_ENV: 'production', PLATFORM_DEPLOY_TOKEN: token, FORM_TOKEN_SECRET, ...auth, DOCS_ENABLED: 'true' }).docsEnabled).toBe(
      true,
    );
  });

  it('configures the public forms: menu address, CV folder and a form secret of at least 32 characters', () => {
    const defaults = loadConfig({});
    expect(defaults.forms.menuOrderingUrl).toBe('https://siparis.harmankahve.com.tr/');
    expect(defaults.forms.cvStorageDir).toMatch(/\.data[\\/]cv$/);
    const custom = loadConfig({ MENU_ORDERING_URL: 'https://order.example/menu', CV_STORAGE_DIR: '/srv/cv' });
    expect(custom.forms).toMatchObject({ menuOrderingUrl: 'https://order.example/menu', cvStorageDir: '/srv/cv' });
    expect(() => loadConfig({ FORM_TOKEN_SECRET: 'short' })).toThrow(/FORM_TOKEN_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ MENU_ORDERING_URL: 'javascript:alert(1)' })).toThrow(/MENU_ORDERING_URL/);
  });

  it("leaves the form endpoints' burst limit to its default unless FORM_REQUESTS_PER_MINUTE sets one", () => {
    expect(loadConfig({}).forms.requestsPerMinute).toBeNull();
    expect(loadConfig({ FORM_REQUESTS_PER_MINUTE: '5' }).forms.requestsPerMinute).toBe(5);
    expect(() => loadConfig({ FORM_REQUESTS_PER_MINUTE: '0' })).toThrow(/FORM_REQUESTS_PER_MINUTE/);
    expect(() => loadConfig({ FORM_REQUESTS_PER_MINUTE: 'many' })).toThrow(/FORM_REQUESTS_PER_MINUTE/);
  });
});

import { ConfigError, loadConfig } from './app-config';
import { DEV_PLATFORM_DEPLOY_TOKEN } from './env.schema';

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
      platformDeployToken: DEV_PLATFORM_DEPLOY_TOKEN,
      runWorkers: true,
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

  it('requires a deploy token in production and turns the docs off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PLATFORM_DEPLOY_TOKEN: is required in production/);
    const token = 'a-production-token-of-some-length';
    const config = loadConfig({ NODE_ENV: 'production', PLATFORM_DEPLOY_TOKEN: token });
    expect(config.platformDeployToken).toBe(token);
    expect(config.docsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PLATFORM_DEPLOY_TOKEN: token, DOCS_ENABLED: 'true' }).docsEnabled).toBe(
      true,
    );
  });
});

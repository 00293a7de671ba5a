// The remote image's server (deploy/docker/remote-server.mjs), started as the image starts it: what a CDN in front
// of it and the shop's pages receive (docs/operations.md, "Publish a remote").
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { brotliCompressSync } from 'node:zlib';

const ENTRY = join(__dirname, '..', '..', 'deploy', 'docker', 'remote-server.mjs');
const SHOP = 'https://harmankahve.test';

/** Starts the entry with `env`; resolves with its base URL once it says it is serving, or its exit and output. */
function startRemoteServer(env) {
  const child = spawn(process.execPath, [ENTRY], { env: { PATH: process.env.PATH, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk) => {
      output += chunk;
      const port = /on port (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}`, output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ child, code, output }));
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

describe('the remote image server', () => {
  const releasesDir = mkdtempSync(join(tmpdir(), 'harman-remote-origin-'));
  const release = join(releasesDir, 'storefront', '1.4.0');
  const chunk = 'export const harman = "kavrulmuş";\n'.repeat(200);
  mkdirSync(join(release, 'static', 'js'), { recursive: true });
  writeFileSync(join(release, 'mf-manifest.json'), '{"id":"storefront"}');
  writeFileSync(join(release, 'static', 'js', 'home.0123abcd.js'), chunk);
  writeFileSync(join(release, 'static', 'js', 'home.0123abcd.js.br'), brotliCompressSync(Buffer.from(chunk)));
  writeFileSync(join(release, 'robots.txt'), 'User-agent: *\n');
  symlinkSync('1.4.0', join(releasesDir, 'storefront', 'current'));

  let server;
  beforeAll(async () => {
    server = await startRemoteServer({ REMOTE: 'storefront', ALLOWED_ORIGINS: `${SHOP}, https://www.harmankahve.test`, RELEASES_DIR: releasesDir });
    if (!server.base) throw new Error(`the server did not start: ${server.output}`);
  });
  afterAll(async () => {
    await stop(server.child);
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('lets the shop’s origins read its files and no other origin', async () => {
    for (const origin of [SHOP, 'https://www.harmankahve.test']) {
      const answer = await fetch(`${server.base}/1.4.0/mf-manifest.json`, { headers: { Origin: origin } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toMatch(/Origin/);
    }
    const elsewhere = await fetch(`${server.base}/1.4.0/mf-manifest.json`, { headers: { Origin: 'https://evil.test' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the cache rules the CDN keeps, and every answer as code, never a page', async () => {
    const cacheOf = async (path) => {
      const answer = await fetch(`${server.base}${path}`, { headers: { Origin: SHOP } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      return answer.headers.get('cache-control');
    };
    expect(await cacheOf('/1.4.0/mf-manifest.json')).toBe('no-cache');
    expect(await cacheOf('/1.4.0/static/js/home.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/1.4.0/robots.txt')).toBe('public, max-age=300');
  });

  it('sends the build’s brotli copy to a browser that takes brotli, and gzip to one that takes only gzip', async () => {
    const brotli = await fetch(`${server.base}/1.4.0/static/js/home.0123abcd.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(chunk);
    const gzip = await fetch(`${server.base}/1.4.0/static/js/home.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(chunk);
  });

  it('serves the release it holds under `current` too, and 404 for what it does not hold', async () => {
    const current = await fetch(`${server.base}/current/mf-manifest.json`);
    expect(await current.json()).toEqual({ id: 'storefront' });
    expect((await fetch(`${server.base}/1.3.9/mf-manifest.json`)).status).toBe(404);
  });

  it('does not start without the shop’s origins, and says which setting is missing', async () => {
    const missing = await startRemoteServer({ REMOTE: 'storefront', RELEASES_DIR: releasesDir });
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain('ALLOWED_ORIGINS is not set');
  });
});

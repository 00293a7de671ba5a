import { test, expect } from './fixtures';
import { SHELL_URL, STOREFRONT_ORIGIN } from '../stack';

test('each remote origin allows the shell, caches hashed assets for good and never caches its manifest', async ({ request }) => {
  const registry = await (await request.get('/api/platform/remotes')).json();
  const storefront = registry.remotes.find((remote: { name: string }) => remote.name === 'storefront');
  expect(storefront.manifestUrl.startsWith(`${STOREFRONT_ORIGIN}/`)).toBe(true);

  const manifest = await request.get(storefront.manifestUrl, { headers: { Origin: SHELL_URL } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe(SHELL_URL);

  const body = await manifest.json();
  // publicPath 'auto': the remote entry sits beside the manifest, at its hashed name.
  const { path, name } = body.metaData.remoteEntry as { path: string; name: string };
  expect(name).toMatch(/\.[0-9a-f]{8,}\.js$/);
  const entry = new URL(`${path ? `${path}/` : ''}${name}`, storefront.manifestUrl).toString();
  const asset = await request.get(entry, { headers: { Origin: SHELL_URL } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const stranger = await request.get(storefront.manifestUrl, { headers: { Origin: 'https://evil.example' } });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

import { test, expect, HERO_TR } from './fixtures';
import { SHELL_URL, STOREFRONT_ORIGIN } from '../stack';

/**
 * Issue 13, finding 6: the shell's page carries a Content-Security-Policy that allows exactly the registry's remote
 * origins and no inline script but its own (by hash), and the pages still work under it: no CSP violation on the
 * way through the shop, a product, the sign-in page and the account remote.
 */
test('the shell works under its Content-Security-Policy with no violation', async ({ page, pageErrors }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-inline'");
  expect(csp).not.toContain("'unsafe-eval'");
  const scriptSources = /script-src ([^;]+)/.exec(csp)![1].split(' ');
  const registry = await (await page.request.get('/api/platform/remotes')).json();
  const remoteOrigins = [...new Set(registry.remotes.map((remote: { manifestUrl: string }) => new URL(remote.manifestUrl).origin))];
  expect(remoteOrigins).toContain(STOREFRONT_ORIGIN);
  expect(scriptSources.filter((source) => source.startsWith('http')).sort()).toEqual(remoteOrigins.sort());
  expect(scriptSources.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
  for (const path of ['/shop', '/auth/login', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a remote origin answers as code, never as a page', async ({ request }) => {
  const manifest = await request.get(`${STOREFRONT_ORIGIN}/current/mf-manifest.json`, { headers: { Origin: SHELL_URL } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  expect(manifest.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(manifest.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

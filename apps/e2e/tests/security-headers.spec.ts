import { test, expect, HERO_TR } from './fixtures';
import { SHELL_URL, STOREFRONT_ORIGIN } from '../stack';

/**
 * Issue 13, finding 6: the shell's page carries a Content-Security-Policy that allows exactly the registry's remote
 * origins and no inline script but its own (by hash), and the pages still work under it: no CSP violation on the
 * way through home, the shop and the sign-in page (the account remote). The full policy is report-only for now:
 * enforced, it stopped the storefront remote from starting (see static-servers.mjs).
 */
test('the shell works under its security headers; its full CSP reports nothing but the remotes\' eval', async ({ page, pageErrors }) => {
  test.slow(); // several full page loads
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
  expect(headers['content-security-policy']).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
  const csp = headers['content-security-policy-report-only'];
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
  for (const path of ['/shop', '/auth/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The one thing the policy still reports: a string evaluated as script (script-src eval) by code the remotes
  // load. Until it is gone the full policy stays report-only; nothing else may be reported.
  const unknown = violations.filter((text) => !/'unsafe-eval'|^script-src eval\b/.test(text));
  expect(unknown).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a remote origin answers as code, never as a page', async ({ request }) => {
  const manifest = await request.get(`${STOREFRONT_ORIGIN}/current/mf-manifest.json`, { headers: { Origin: SHELL_URL } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  expect(manifest.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(manifest.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

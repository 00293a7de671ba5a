import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The shell's early script asked for `path` with the page's files: before the last of the files `named` had
 * arrived (the code that would ask otherwise runs only once all of them have arrived).
 */
async function expectAskedWithFiles(page: Page, path: string, named: RegExp) {
  const asked = await page.evaluate(
    ([url, pattern]) => {
      const [read] = performance.getEntriesByName(new URL(url, location.href).href);
      const files = performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(entry.name)) as PerformanceResourceTiming[];
      return { at: read.startTime, files: files.length, arrived: Math.max(...files.map((entry) => entry.responseEnd)) };
    },
    [path, named.source] as const,
  );
  expect(asked.files).toBeGreaterThan(0);
  expect(asked.at).toBeLessThan(asked.arrived);
}

/** The shell's own scripts. */
const SHELL_SCRIPTS = /:\d+\/static\/js\/[^/]+\.js$/;

/** Requests the page makes to these api paths, in order. */
function apiReads(page: Page, paths: string[]) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname)) reads.push(pathname);
  });
  return reads;
}

/** The signed-in fixtures themselves: a page that starts signed in, without the form, for each role. */

test.describe('as a customer', () => {
  test.use({ signedInAs: 'customer' });

  test('the dashboard opens at once, greeting the signed-in customer', async ({ page, customerApi }) => {
    const session = await (await customerApi.get('/api/auth/session')).json();
    expect(session.user.role).toBe('user');
    const checks = apiReads(page, ['/api/auth/session']);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldiniz, Ayşe!' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
    // The shell's early script asked with the page's files, before the shell's own scripts had even arrived,
    // and the auth lib took that answer rather than asking again.
    expect(checks).toEqual(['/api/auth/session']);
    await expectAskedWithFiles(page, '/api/auth/session', SHELL_SCRIPTS);
  });
});

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin dashboard opens at once, two-factor already done', async ({ page, signIn }) => {
    const { email } = await signIn('admin');
    const checks = apiReads(page, ['/api/auth/session', '/api/auth/admin-session']);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Hoş geldiniz, ${email.split('@')[0]}`)).toBeVisible();
    // Both checks went out with the page's files (the panel's with its first tab's), and the auth lib and the
    // panel took their answers rather than asking again.
    expect(checks.sort()).toEqual(['/api/auth/admin-session', '/api/auth/session']);
    await expectAskedWithFiles(page, '/api/auth/session', SHELL_SCRIPTS);
    await expectAskedWithFiles(page, '/api/auth/admin-session', /:\d+\/[^/]+\/static\/js\/(admin\.|async\/page-home\.)[0-9a-f]+\.js$/);
  });
});

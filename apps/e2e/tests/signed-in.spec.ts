import { test, expect } from './fixtures';

/** The signed-in fixtures themselves: a page that starts signed in, without the form, for each role. */

test.describe('as a customer', () => {
  test.use({ signedInAs: 'customer' });

  test('the dashboard opens at once, greeting the signed-in customer', async ({ page, customerApi }) => {
    const session = await (await customerApi.get('/api/auth/session')).json();
    expect(session.user.role).toBe('user');
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') checks.push(request.method());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldiniz, Ayşe!' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
    // The shell's early script asked with the page's files, before the shell's own scripts had even arrived,
    // and the auth lib took that answer rather than asking again.
    expect(checks).toEqual(['GET']);
    const asked = await page.evaluate(() => {
      const [check] = performance.getEntriesByName(new URL('/api/auth/session', location.href).href);
      const shellScripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(`${location.origin}/static/js/`)) as PerformanceResourceTiming[];
      return { at: check.startTime, scriptsArrived: Math.min(...shellScripts.map((entry) => entry.responseEnd)) };
    });
    expect(asked.at).toBeLessThan(asked.scriptsArrived);
  });
});

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin dashboard opens at once, two-factor already done', async ({ page, signIn }) => {
    const { email } = await signIn('admin');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Hoş geldiniz, ${email.split('@')[0]}`)).toBeVisible();
  });
});

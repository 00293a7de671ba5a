import { test, expect } from './fixtures';
import { apiReads, recordInitiators } from './early-reads';

/** The signed-in fixtures themselves: a page that starts signed in, without the form, for each role. */

test.describe('as a customer', () => {
  test.use({ signedInAs: 'customer' });

  test('the dashboard opens at once, greeting the signed-in customer', async ({ page, customerApi }) => {
    const session = await (await customerApi.get('/api/auth/session')).json();
    expect(session.user.role).toBe('user');
    const checks = apiReads(page, ['/api/auth/session']);
    const initiators = await recordInitiators(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoş geldiniz, Ayşe!' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
    // The shell's early script (inline in the page) asked with the page's files, and the auth lib took that answer
    // rather than asking again.
    expect(checks).toEqual(['/api/auth/session']);
    expect(initiators.scriptOf('/api/auth/session')).toBe(page.url());
  });
});

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin dashboard opens at once, two-factor already done', async ({ page, signIn }) => {
    const { email } = await signIn('admin');
    const checks = apiReads(page, ['/api/auth/session', '/api/auth/admin-session']);
    const initiators = await recordInitiators(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Hoş geldiniz, ${email.split('@')[0]}`)).toBeVisible();
    // Both checks went out from the early script with the page's files, and the auth lib and the panel took
    // their answers rather than asking again.
    expect(checks.sort()).toEqual(['/api/auth/admin-session', '/api/auth/session']);
    expect(initiators.scriptOf('/api/auth/session')).toBe(page.url());
    expect(initiators.scriptOf('/api/auth/admin-session')).toBe(page.url());
  });
});

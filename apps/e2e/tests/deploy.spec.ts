import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test, expect, HERO_TR } from './fixtures';
import { E2E_ENV, ROOT } from '../stack';
import { hashTree } from './shell-files';

function tool(script: string, ...args: string[]) {
  return execFileSync('node', [join(ROOT, 'tools/deploy', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...E2E_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test('a storefront deploy shows on the next load with the shell untouched, and rollback restores it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shellDist = join(ROOT, 'apps/shell/dist');
  const shellFilesBefore = hashTree(shellDist);
  // The page as the shell built it: the server adds the registry's current answer as one script (boot-data.mjs).
  const BOOT = /<script>window\.__HARMAN_BOOT__=(.*?)<\/script>/;
  const servedPage = async () => {
    const html = await (await request.get('/')).text();
    const boot = BOOT.exec(html);
    const registry = boot ? (JSON.parse(boot[1]) as { registry: { remotes: { name: string; version: string }[] } }).registry : null;
    return { shell: html.replace(BOOT, ''), storefrontVersion: registry?.remotes.find((remote) => remote.name === 'storefront')?.version };
  };
  const shellHtmlBefore = (await servedPage()).shell;

  await page.goto('/');
  const storefront = page.locator('[data-remote="storefront"]');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
  const before = await storefront.getAttribute('data-release');

  const version = `9.9.9-e2e.${Date.now()}`;
  expect(tool('deploy-remote.mjs', 'storefront', '--version', version)).toContain(`Deployed storefront ${version}`);
  await page.reload();
  await expect(storefront).toHaveAttribute('data-release', version);
  await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();

  // The shell was neither rebuilt nor changed.
  expect(hashTree(shellDist)).toBe(shellFilesBefore);
  const served = await servedPage();
  expect(served.shell).toBe(shellHtmlBefore);
  expect(served.storefrontVersion).toBe(version);

  expect(tool('rollback-remote.mjs', 'storefront')).toContain('Rolled back storefront');
  await page.reload();
  await expect(storefront).toHaveAttribute('data-release', before ?? 'dev');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
});

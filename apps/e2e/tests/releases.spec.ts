import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, HERO_TR, sql } from './fixtures';
import { E2E_ENV, ROOT, SHELL_URL } from '../stack';
import { hashTree } from './shell-files';

// Canary releases by visitor cohort and the automatic rollback of a broken one (issue 12). Releases are copies of
// the storefront build already published (deploy:remote --from), so nothing is built here; the visitors whose UI
// is not under test are api clients fetching the shell's page, which carries their cohort's registry answer.

const REGISTRY_AUTH = { Authorization: `Bearer ${E2E_ENV.PLATFORM_DEPLOY_TOKEN}` };
/** A new visitor: no cookies (the test's `use` options, the admin's session, must not reach them). */
const NEW_VISITOR = { baseURL: SHELL_URL, storageState: { cookies: [], origins: [] } };
const BOOT = /<script>window\.__HARMAN_BOOT__=(.*?)<\/script>/;

function tool(script: string, ...args: string[]) {
  return execFileSync('node', [join(ROOT, 'tools/deploy', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...E2E_ENV, DEPLOYED_BY: 'e2e' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

type Registry = { remotes: { name: string; version: string }[] };

/**
 * The page the shell's server sends this client: the page without the boot data, and the storefront release it
 * names; when the server could not ask the api in time (a busy machine) the page asks itself, as here.
 */
async function servedPage(client: APIRequestContext) {
  const html = await (await client.get('/')).text();
  const boot = BOOT.exec(html);
  const registry = boot ? (JSON.parse(boot[1]) as { registry: Registry }).registry : ((await (await client.get('/api/platform/remotes')).json()) as Registry);
  return { shell: html.replace(BOOT, ''), storefront: registry.remotes.find((remote) => remote.name === 'storefront')?.version };
}

/** The storefront release each client is given, ten at a time. */
async function storefrontOf(clients: APIRequestContext[]) {
  const versions: (string | undefined)[] = [];
  for (let start = 0; start < clients.length; start += 10) {
    versions.push(...(await Promise.all(clients.slice(start, start + 10).map(async (client) => (await servedPage(client)).storefront))));
  }
  return versions;
}

test.describe('canary releases of the storefront', () => {
  test.describe.configure({ mode: 'serial' });
  // `page` is the worker's admin (Sürümler); the visitors have contexts of their own.
  test.use({ signedInAs: 'admin' });
  let workDir: string;
  let stable: string;
  let stableDir: string;

  test.beforeAll(async ({ request }) => {
    workDir = mkdtempSync(join(tmpdir(), 'harman-releases-e2e-'));
    const { releases } = (await (await request.get(`${SHELL_URL}/api/platform/remotes/storefront/releases`, { headers: REGISTRY_AUTH })).json()) as {
      releases: { version: string; active: boolean }[];
    };
    stable = releases.find((release) => release.active)!.version;
    stableDir = join(E2E_ENV.RELEASES_DIR, 'storefront', stable);
  });

  test.afterAll(async ({ request }) => {
    // Leaves no canary to the tests after this one, whatever happened here.
    const { releases } = (await (await request.get(`${SHELL_URL}/api/platform/remotes/storefront/releases`, { headers: REGISTRY_AUTH })).json()) as {
      releases: { canaryPercent: number | null }[];
    };
    if (releases.some((release) => release.canaryPercent !== null)) tool('rollback-remote.mjs', 'storefront');
    rmSync(workDir, { recursive: true, force: true });
  });

  test('50 % reaches about half of 40 new visitors, each keeps theirs, promote gives it to all; the shell is untouched', async ({ playwright, request }) => {
    const shellDist = join(ROOT, 'apps/shell/dist');
    const shellFilesBefore = hashTree(shellDist);
    const shellHtmlBefore = (await servedPage(request)).shell;

    const version = `9.8.0-canary.${Date.now()}`;
    expect(tool('deploy-remote.mjs', 'storefront', '--version', version, '--canary', '50', '--from', stableDir)).toContain('canary for 50 %');

    const visitors = await Promise.all(Array.from({ length: 40 }, () => playwright.request.newContext(NEW_VISITOR)));
    try {
      const first = await storefrontOf(visitors);
      expect(new Set(first)).toEqual(new Set([stable, version]));
      const onCanary = first.filter((seen) => seen === version).length;
      expect(onCanary).toBeGreaterThanOrEqual(8); // 20 expected; 8-32 holds with probability above 0.9999
      expect(onCanary).toBeLessThanOrEqual(32);
      // Each keeps theirs on the next load (their visitor cookie).
      expect(await storefrontOf(visitors)).toEqual(first);

      expect(tool('deploy-remote.mjs', 'storefront', '--promote')).toContain(`Promoted storefront ${version}`);
      expect(new Set(await storefrontOf(visitors))).toEqual(new Set([version]));
    } finally {
      await Promise.all(visitors.map((visitor) => visitor.dispose()));
    }

    // The shell was neither rebuilt nor changed: only the boot data differs by visitor.
    expect(hashTree(shellDist)).toBe(shellFilesBefore);
    expect((await servedPage(request)).shell).toBe(shellHtmlBefore);
    stable = version;
  });

  test('a canary whose page throws is rolled back by itself after enough loads, and the next load is the stable release', async ({
    browser,
    playwright,
    request,
  }) => {
    const shellFilesBefore = hashTree(join(ROOT, 'apps/shell/dist'));
    // A release whose App module throws as it is evaluated.
    const brokenDir = join(workDir, 'broken');
    cpSync(join(E2E_ENV.RELEASES_DIR, 'storefront', stable), brokenDir, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(brokenDir, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
    const appFile = manifest.exposes.find((expose) => expose.name === 'App')!.assets.js.sync.find((file) => file.includes('expose_App'))!;
    const appPath = join(brokenDir, appFile);
    writeFileSync(appPath, `throw new Error('broken canary');\n${readFileSync(appPath, 'utf8')}`);
    const broken = `9.8.1-broken.${Date.now()}`;
    tool('deploy-remote.mjs', 'storefront', '--version', broken, '--canary', '50', '--from', brokenDir);

    // A new visitor on the canary: their cookie goes into a browser.
    let cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'] = [];
    for (let tries = 0; tries < 40 && cookies.length === 0; tries += 1) {
      const visitor = await playwright.request.newContext(NEW_VISITOR);
      if ((await servedPage(visitor)).storefront === broken) cookies = (await visitor.storageState()).cookies;
      await visitor.dispose();
    }
    expect(cookies.length).toBeGreaterThan(0);
    const context = await browser.newContext(NEW_VISITOR);
    await context.addCookies(cookies);
    const page = await context.newPage();
    try {
      // Each load fails in the storefront's slot; the shell reports it (sendBeacon, at the latest as the page goes).
      const failure = page.getByRole('heading', { name: 'Bir şeyler ters gitti' });
      for (let load = 0; load < 4; load += 1) {
        await (load === 0 ? page.goto('/') : page.reload());
        await expect(failure).toBeVisible();
      }
      await page.goto('about:blank'); // the last load's report goes as the page is left

      const visitor = await playwright.request.newContext({ baseURL: SHELL_URL, storageState: { cookies, origins: [] } });
      await expect.poll(async () => (await servedPage(visitor)).storefront).toBe(stable);
      await visitor.dispose();

      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
      await expect(failure).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const { releases } = (await (await request.get(`${SHELL_URL}/api/platform/remotes/storefront/releases`, { headers: REGISTRY_AUTH })).json()) as {
      releases: { version: string; endedAutomatically: boolean; endReason: string | null; deployedBy: string | null }[];
    };
    expect(releases.find((release) => release.version === broken)).toMatchObject({ endedAutomatically: true, deployedBy: 'e2e', endReason: expect.stringMatching(/^Error rate 100 %/) });
    expect(hashTree(join(ROOT, 'apps/shell/dist'))).toBe(shellFilesBefore);
  });

  test('Sürümler lists the automatic rollback with its reason, and rolls back with a confirmation and an audit row', async ({ page }) => {
    await page.goto('/admin/dashboard/releases');
    await expect(page.getByRole('heading', { level: 1, name: 'Sürümler' })).toBeVisible();
    await expect(page.getByTestId('automatic-rollbacks')).toContainText(/Mağaza 9\.8\.1-broken\.\d+ .* Otomatik geri alındı: Error rate 100 %/);
    const storefront = page.getByTestId('releases-storefront');
    await expect(storefront.getByRole('row', { name: new RegExp(stable.replace(/\./g, '\\.')) })).toContainText('Etkin');

    const rollback = storefront.getByRole('button', { name: 'Geri al' });
    await rollback.click();
    const dialog = page.getByRole('dialog', { name: 'Geri al' });
    await expect(dialog).toContainText('Mağaza: kanarya varsa sona erer, yoksa bir önceki sürüme dönülür.');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog).toBeHidden();
    await expect(rollback).toBeFocused(); // focus returns to what opened the dialog

    await rollback.click();
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Yapıldı: Mağaza şimdi' })).toBeVisible();
    const [row] = await sql<{ actor_email: string; target_id: string }>(
      `SELECT actor_email, target_id FROM audit_log WHERE action = 'release.rollback' ORDER BY id DESC LIMIT 1`,
    );
    expect(row.actor_email).toMatch(/^e2e-admin-/);
    expect(row.target_id).not.toBe(`storefront@${stable}`);
  });
});

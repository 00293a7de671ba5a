import { defineConfig } from '@playwright/test';
import { E2E_ENV, SHELL_URL } from './stack';

export default defineConfig({
  testDir: './tests',
  // One folder per stack (E2E_PORT_OFFSET), so runs side by side do not clean each other's traces.
  outputDir: `./test-results/stack-${Number(process.env.E2E_PORT_OFFSET ?? 0)}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../tmp/reports/e2e.json' }]],
  use: {
    baseURL: SHELL_URL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium; no browser download. The flags keep it off the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // Production builds (made by `npm test` before this runs), a fresh database, every service.
    command: `node tools/stack/start.mjs --no-build --fresh-db ${E2E_ENV.E2E_DATABASE}`,
    cwd: '../..',
    url: `${SHELL_URL}/`,
    env: E2E_ENV,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

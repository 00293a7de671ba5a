import { defineConfig } from '@playwright/test';
import { BASE_OFFSET, WORKERS, stackEnv } from './stack';

export default defineConfig({
  testDir: './tests',
  // One folder per run offset (E2E_PORT_OFFSET), so runs side by side do not clean each other's traces.
  outputDir: `./test-results/stack-${BASE_OFFSET}`,
  // Whole files go to a worker, in order: a file's tests may build on one another's state on their stack.
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../tmp/reports/e2e.json' }]],
  use: {
    // Each worker's own shell: fixtures.ts sets baseURL from the worker's stack (stack.ts).
    viewport: { width: 1440, height: 900 },
    // A trace records every action (measured: a fifth of a one-page test); CI keeps only its log, so it records
    // none. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      // Debian's chromium; no browser download. The flags keep it off the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
  // A stack per worker, started side by side (tools/stack/start-stacks.mjs): production builds (made by
  // `npm test` before this runs), a fresh database each, every service.
  webServer: {
    name: 'stacks',
    command: 'node tools/stack/start-stacks.mjs',
    cwd: '../..',
    env: { E2E_STACKS: JSON.stringify(Array.from({ length: WORKERS }, (_, index) => stackEnv(index))) },
    wait: { stdout: /all \d+ stacks ready/ },
    timeout: 300_000,
    // Lets each start.mjs stop its api and close its database connections.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

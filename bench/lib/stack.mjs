// The platform under test: `tools/stack/start.mjs --no-build --separate-worker --fresh-db <DATABASE>` on the bench ports,
// in its own process group, stopped (group and all) by the cleanup.
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { API_URL, DATABASE, LOG_DIR, SHELL_URL, STACK_ENV } from './config.mjs';
import { startGroup, stopGroup, tail, waitForUrl } from './processes.mjs';

export async function startStack() {
  const logFile = join(LOG_DIR, 'stack.log');
  // The workers in their own process, as deployed: invoices, mails and notifications do not run on the api's event loop.
  const child = startGroup(process.execPath, ['tools/stack/start.mjs', '--no-build', '--separate-worker', '--fresh-db', DATABASE], {
    env: { ...STACK_ENV, NODE_ENV: 'production' },
    logFile,
  });
  const stop = () => stopGroup(child);
  onCleanup(stop, child);
  try {
    await waitForUrl(`${API_URL}/api/health`, { child, timeoutMs: 120_000 });
    await waitForUrl(`${SHELL_URL}/`, { child, timeoutMs: 30_000 });
  } catch (error) {
    throw new Error(`${error.message}\n--- ${logFile} ---\n${tail(logFile, 30)}`);
  }
  return { stop, logFile };
}

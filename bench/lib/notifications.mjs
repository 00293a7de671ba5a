// Section 11 (issue 11): the live notifications bench, bench/notifications/run.ts (also `npm run
// bench:notifications`), run as a child process with its own database, api and worker processes and ports; its
// lines join the table as it judged them.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOG_DIR, ROOT } from './config.mjs';
import { runLogged, tail } from './processes.mjs';

export async function notificationsBench() {
  const out = join(LOG_DIR, 'notifications-lines.json');
  rmSync(out, { force: true });
  const logFile = join(LOG_DIR, 'notifications.log');
  const code = await runLogged(
    process.execPath,
    ['--require', join(ROOT, 'apps', 'api', 'test', 'support', 'swc-register.cjs'), join(ROOT, 'bench', 'notifications', 'run.ts'), '--json', out],
    { logFile },
  );
  if (!existsSync(out)) throw new Error(`the notifications bench wrote no lines (exit ${code}):\n${tail(logFile, 20)}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

export function notificationsLines(result) {
  if (!result) return [{ metric: 'live notifications (bench/notifications/run.ts)', shown: 'n/a', goal: '', status: 'error' }];
  return result.lines.map((line) => ({ metric: line.metric, shown: line.shown, value: line.value, goal: line.goal ?? 'information', status: line.status ?? 'info' }));
}

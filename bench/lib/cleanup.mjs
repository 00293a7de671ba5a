// Everything the bench started is stopped on the way out: normal end, failure, Ctrl+C or SIGTERM.
import { killGroupNow } from './processes.mjs';

const cleanups = [];
const groups = new Set();

/** Registers an async cleanup (run in reverse order) and, for a process group, a last-resort kill. */
export function onCleanup(fn, group) {
  cleanups.push(fn);
  if (group) groups.add(group);
}

let running;
export function runCleanups() {
  running ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`[bench] cleanup failed: ${error.message}`);
      }
    }
  })();
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping what the bench started`);
    runCleanups().finally(() => process.exit(130));
  });
}
process.once('exit', () => groups.forEach(killGroupNow));

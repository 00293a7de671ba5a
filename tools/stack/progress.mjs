// What `npm start` prints while it works: one line per step with its time, and failures as what failed plus what
// to do, never a stack trace. Lines start with [harman] so they stand out from the api's own log lines.

const PREFIX = '[harman]';

/** A failure the person at the terminal can act on: `message` says what failed, `hint` what to do about it. */
export class StackError extends Error {
  constructor(message, hint) {
    super(message);
    this.name = 'StackError';
    this.hint = hint;
  }
}

export function say(line) {
  console.log(`${PREFIX} ${line}`);
}

export function sayError(error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${PREFIX} ${message}`);
  if (error instanceof StackError && error.hint) console.error(`${PREFIX} ${error.hint}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one step and prints `label  detail (time)` when it is done. On a terminal the label shows while it runs, so a
 * long first build does not look like a hang. `work` returns the detail (a string) or `{ detail, value }`.
 */
export async function step(label, work) {
  const started = Date.now();
  const live = process.stdout.isTTY;
  const head = `${PREFIX} ${label.padEnd(11)}`;
  if (live) process.stdout.write(`${head} …`);
  let outcome;
  try {
    outcome = await work();
  } catch (error) {
    if (live) process.stdout.write('\n');
    throw error;
  }
  const { detail, value } = typeof outcome === 'object' && outcome !== null ? outcome : { detail: outcome, value: outcome };
  const line = `${head} ${detail ? `${detail} ` : ''}(${seconds(Date.now() - started)})`;
  if (live) process.stdout.write(`\r\x1b[K${line}\n`);
  else console.log(line);
  return value;
}

export { seconds };

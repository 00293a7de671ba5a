#!/usr/bin/env node
// `npm run bench`: builds, starts the platform on the bench ports, measures, prints a table and writes
// bench/results/<timestamp>.json and bench/results/latest.md. Exit code 1 when a goal fails or a
// measurement could not be taken. Every figure is a size or a ratio against a baseline of the same run.
//   --no-build        use the existing builds of the apps (the monolith is always built)
//   --external-stack  measure a platform already running on the bench ports (see bench/lib/config.mjs)
//   --skip-api        leave out the api load comparison (line 5)
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { apiLines, load, sameAnswer, startBareApi } from './lib/api-load.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { apiBuilt, buildAll, buildMonolith, frontEndsBuilt } from './lib/build.mjs';
import { onCleanup, runCleanups } from './lib/cleanup.mjs';
import { API_URL, BARE_URL, MONOLITH_URL, REMOTES, ROOT, SHELL_URL } from './lib/config.mjs';
import { firstLoadLine, homeFirstLoad, monolithLines } from './lib/first-load.mjs';
import { serveMonolith } from './lib/monolith-server.mjs';
import { countReactCopies, reactCopiesLine } from './lib/react-copies.mjs';
import { deepLinkBeyondShell, remoteEntry, remoteLines, shellOnlyLine, shellOnlyLoad } from './lib/remotes.mjs';
import { fileStamp, printTable, writeResults } from './lib/report.mjs';
import { startStack } from './lib/stack.mjs';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, 'external-stack': { type: 'boolean' }, 'skip-api': { type: 'boolean' } },
});
const startedAt = new Date();
const lines = [];
const notes = [];
const errors = [];
const say = (text) => console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const add = (section, ...items) => items.flat().forEach((line) => lines.push({ section, ...line }));

/** Runs a step; on failure records the error and returns null so later lines show 'n/a'. */
async function step(label, fn) {
  say(label);
  try {
    return await fn();
  } catch (error) {
    errors.push(`${label}: ${error.message}`);
    say(`  failed: ${error.message}`);
    return null;
  }
}

function git() {
  const out = (...a) => spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: out('rev-parse', '--short', 'HEAD') || 'unknown', dirty: out('status', '--porcelain').length > 0 };
}

async function measure() {
  if (!args['no-build']) {
    const build = await step('building every project (nx run-many -t build)', buildAll);
    if (build && !build.ok) {
      errors.push(`nx build failed for ${build.failed.join(', ') || 'some project'} (log: ${build.logFile})`);
      say(`  nx build failed for ${build.failed.join(', ')}:\n${build.tail}`);
    }
  }
  const built = frontEndsBuilt();
  if (!built.ok) errors.push(`front ends not built: ${built.missing.join(', ')}`);
  const monolith = await step('building the monolith comparison (bench/monolith)', buildMonolith);

  let stackUp = Boolean(args['external-stack']);
  if (!stackUp) {
    if (!apiBuilt()) errors.push('apps/api/dist/main.js is missing: the platform cannot start');
    else stackUp = Boolean(await step('starting the platform (tools/stack/start.mjs --no-build --fresh-db harman_bench)', startStack));
  }
  if (monolith && stackUp) await step(`serving the monolith on ${MONOLITH_URL}`, () => serveMonolith(monolith.distDir));

  const browser = stackUp ? await step('launching chromium', launchBrowser) : null;
  if (browser) onCleanup(() => browser.close());
  const inBrowser = (label, fn) => (browser ? step(label, () => fn(browser)) : null);

  const federated = await inBrowser(`1. first load of ${SHELL_URL}/`, (b) => homeFirstLoad(b, SHELL_URL));
  add(1, firstLoadLine(federated));
  const mono = monolith ? await inBrowser(`2. first load of the monolith ${MONOLITH_URL}/`, (b) => homeFirstLoad(b, MONOLITH_URL)) : null;
  add(2, monolithLines(federated, mono));

  const shellOnly = await inBrowser('3. the shell alone (a path no remote owns)', shellOnlyLoad);
  if (shellOnly) add(3, shellOnlyLine(shellOnly));
  for (const remote of REMOTES) {
    const entry = await step(`3. ${remote}: remote entry size`, () => remoteEntry(remote));
    const beyond = shellOnly
      ? await inBrowser(`3. ${remote}: deep link`, (b) => deepLinkBeyondShell(b, remote, shellOnly, remote === 'storefront' ? federated : undefined))
      : null;
    add(3, remoteLines(remote, entry, beyond));
  }

  const react = await inBrowser('4. React copies across /, /unauthorized, /admin/login', countReactCopies);
  add(4, reactCopiesLine(react));
  if (browser) await browser.close();

  if (args['skip-api']) {
    notes.push('api load comparison skipped (--skip-api)');
    return;
  }
  let bare = null;
  let api = null;
  let answer = null;
  if (stackUp && apiBuilt()) {
    const bareUp = await step(`5. starting the bare baseline on ${BARE_URL}`, startBareApi);
    if (bareUp) {
      answer = await step('5. comparing the answers of the api and the bare baseline', sameAnswer);
      if (answer && !answer.same) errors.push(`the api and the bare baseline answer differently (status ${answer.apiStatus} vs ${answer.bareStatus}): the ratio compares different work`);
      bare = await step('5. load: bare baseline', () => load(BARE_URL));
      await bareUp.stop();
      api = await step('5. load: api', () => load(API_URL));
    }
  }
  add(5, apiLines({ bare, api, answer }));
  if (answer?.same) notes.push(`api and bare baseline return the same JSON for GET /api/products (${answer.items} items); the baseline runs the api's compiled SQL builder (apps/api/dist/modules/catalog/helpers/product-sql.js)`);
}

let exitCode = 1;
try {
  await measure();
} catch (error) {
  errors.push(`bench aborted: ${error.stack ?? error.message}`);
} finally {
  say('stopping everything the bench started');
  await runCleanups();
}
const finishedAt = new Date();
const failed = lines.filter((l) => l.status === 'fail').length;
const broken = lines.filter((l) => l.status === 'error').length + errors.length;
const judged = lines.filter((l) => l.status === 'pass' || l.status === 'fail').length;
const summary = `${judged - failed}/${judged} goals met${broken ? `, ${broken} measurement problem(s)` : ''}`;
const result = {
  file: `${fileStamp(startedAt)}.json`,
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt.toISOString(),
  durationSeconds: Math.round((finishedAt - startedAt) / 1000),
  git: git(),
  machine: { cpus: cpus().length, node: process.versions.node },
  summary,
  lines,
  notes,
  errors,
};
console.log('');
printTable(lines);
console.log(`\n${summary} in ${result.durationSeconds} s`);
notes.forEach((n) => console.log(`note: ${n}`));
errors.forEach((e) => console.log(`error: ${e}`));
const { jsonFile, mdFile } = writeResults(result);
console.log(`\nwritten: ${jsonFile.slice(ROOT.length + 1)}, ${mdFile.slice(ROOT.length + 1)}`);
exitCode = failed || broken ? 1 : 0;
process.exit(exitCode);

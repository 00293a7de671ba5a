// The end of `npm test`: the time of each step (tmp/reports/steps.tsv, written by tools/test.sh), the ten
// slowest tests of the Jest and Playwright reports, and one line for the whole run. A step or a test that
// grows shows here the day it lands.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The alerts and status messages of a failed browser test's page, from the accessibility snapshot Playwright
 * writes beside it (error-context.md): CI keeps only this log, and "not found" alone does not say what the page
 * showed instead (an error banner, a limit, a connection panel).
 */
function messagesOnPage(errorContextPath) {
  if (!errorContextPath || !existsSync(errorContextPath)) return [];
  const lines = readFileSync(errorContextPath, 'utf8').split('\n');
  const shown = [];
  lines.forEach((line, index) => {
    if (!/^\s*- '?(alert|status)\b/.test(line) || /^\s*- (alert|status)$/.test(line)) return;
    const depth = line.search(/\S/);
    shown.push(line);
    for (const child of lines.slice(index + 1, index + 4)) {
      if (child.search(/\S/) <= depth) break;
      shown.push(child);
    }
  });
  return shown.slice(0, 20);
}

// Steps: "name<TAB>seconds<TAB>exit code<TAB>limit seconds" per line.
if (existsSync('tmp/reports/steps.tsv')) {
  const steps = readFileSync('tmp/reports/steps.tsv', 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, secs, code, limit] = line.split('\t');
      return { name, secs: Number(secs), code: Number(code), limit: Number(limit) };
    });
  const width = Math.max(...steps.map((step) => step.name.length));
  console.log('\nTime per step (limit in brackets):');
  for (const step of steps) {
    const outcome = step.code === 0 ? '' : step.code === 124 ? '  STOPPED AT ITS LIMIT' : `  FAILED (exit ${step.code})`;
    console.log(`  ${step.name.padEnd(width)}  ${`${step.secs} s`.padStart(7)}  [${step.limit} s]${outcome}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${`${steps.reduce((sum, step) => sum + step.secs, 0)} s`.padStart(7)}`);
}

let passed = 0;
let failed = 0;
const timed = [];
for (const [path, kind] of [
  ['tmp/reports/jest-unit.json', 'unit'],
  ['tmp/reports/jest-api.json', 'api'],
]) {
  const report = read(path);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults ?? []) {
      if (typeof test.duration === 'number') timed.push({ kind, title: test.fullName, ms: test.duration });
    }
  }
}

const e2e = read('tmp/reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const title = `${spec.file}:${spec.line} › ${spec.title}`;
          timed.push({ kind: 'browser', title, ms: result.duration });
          if (result.status === 'passed' || result.status === 'skipped') continue;
          const context = result.attachments?.find((attachment) => attachment.name === 'error-context');
          failures.push({ title, messages: messagesOnPage(context?.path) });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e.suites) walk(suite);
  for (const failure of failures) {
    console.log(`\nAlerts and status messages on the page when it failed: ${failure.title.slice(0, 110)}`);
    console.log(failure.messages.length ? failure.messages.join('\n') : '  (none)');
  }
  const browser = timed.filter((test) => test.kind === 'browser').map((test) => test.ms).sort((a, b) => a - b);
  if (browser.length) {
    const median = browser[Math.floor(browser.length / 2)];
    const workers = e2e.config?.metadata?.actualWorkers ?? e2e.config?.workers;
    console.log(`\nBrowser tests: ${browser.length} in ${seconds(e2e.stats.duration)} on ${workers} worker(s); median ${seconds(median)}, fastest ${seconds(browser[0])}`);
  }
}

if (timed.length) {
  console.log('\nTen slowest tests:');
  for (const test of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${seconds(test.ms).padStart(8)}  ${test.kind.padEnd(7)}  ${test.title.slice(0, 110)}`);
  }
}

console.log(`\n${passed} passed, ${failed} failed`);

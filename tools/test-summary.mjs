// The end of `npm test`: the time of each step (tmp/reports/steps.tsv, written by tools/test.sh), the ten
// slowest tests of the Jest and Playwright reports, and one line for the whole run. A step or a test that
// grows shows here the day it lands.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

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
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) timed.push({ kind: 'browser', title: `${spec.file}:${spec.line} › ${spec.title}`, ms: result.duration });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e.suites) walk(suite);
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

// Prints one closing line for the whole `npm test` run, summed over the Jest and Playwright reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
let passed = 0;
let failed = 0;
for (const path of ['tmp/reports/jest-unit.json', 'tmp/reports/jest-api.json']) {
  const report = read(path);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const e2e = read('tmp/reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
}
console.log(`${passed} passed, ${failed} failed`);

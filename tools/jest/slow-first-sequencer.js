/* eslint-disable @typescript-eslint/no-require-imports -- a Jest sequencer is loaded as CommonJS */
// The api project's test order (jest.config.js). Jest puts the suites it timed before first, but a fresh clone
// (CI) has no timings and falls back to file size, which ran the longest suite (orders-fault, a minute: two api
// starts and 300 checkouts) last on one worker while the other sat idle. The suites measured slowest start first.
const Sequencer = require('@jest/test-sequencer').default;

/** Measured slowest first (2026-11-25, 2 workers on 2 cores); the rest follow in Jest's own order. */
const SLOW_FIRST = [
  'orders-fault',
  'worker-redis-outage',
  'catalog-scale',
  'notifications-replicas',
  'reviews',
  'auth-account-budget',
  'stack-first-run',
  'forms-limits-instances',
];

const rank = (path) => {
  const index = SLOW_FIRST.findIndex((name) => path.endsWith(`/${name}.e2e-spec.ts`));
  return index === -1 ? SLOW_FIRST.length : index;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    // Array.prototype.sort is stable: within a rank, Jest's order stays.
    return [...ordered].sort((a, b) => rank(a.path) - rank(b.path));
  }
}

module.exports = SlowFirstSequencer;

// Lines 1 and 2: first-load JS of the home page, federated (the real shell) and as a monolith build.
import { PAGES } from './config.mjs';
import { withPage } from './browser.mjs';
import { GOALS, judge } from './goals.mjs';
import { kB } from './gzip.mjs';
import { loadAndCollect } from './page-js.mjs';

/** The JS `origin + /` downloads until the featured products are rendered and the network is idle. */
export function homeFirstLoad(browser, origin) {
  return withPage(browser, (page) => loadAndCollect(page, origin, PAGES.home));
}

const sizeShown = (js) => (js ? `${kB(js.gzip)} (${js.count} files; ${kB(js.sent)} as sent)` : 'n/a');

/** A page's first-load JS as a line with no goal (information), or an error line when it was not measured. */
export function firstLoadInfoLine(key, metric, js) {
  return { key, metric, value: js?.gzip ?? null, shown: sizeShown(js), goal: '—', status: js ? 'info' : 'error', details: js ? { files: js.files } : undefined };
}

export function firstLoadLine(federated) {
  return {
    key: 'firstLoad',
    metric: 'First-load JS of / (shell + storefront), gzip',
    value: federated?.gzip ?? null,
    shown: sizeShown(federated),
    goal: GOALS.firstLoadGzip.label,
    status: judge(GOALS.firstLoadGzip, federated?.gzip),
    details: federated ? { files: federated.files } : undefined,
  };
}

export function monolithLines(federated, monolith) {
  const ratio = federated && monolith ? federated.gzip / monolith.gzip : null;
  const cost = federated && monolith ? federated.gzip - monolith.gzip : null;
  return [
    {
      key: 'monolithFirstLoad',
      metric: 'First-load JS of / as a monolith build (baseline), gzip',
      value: monolith?.gzip ?? null,
      shown: sizeShown(monolith),
      goal: '—',
      status: monolith ? 'info' : 'error',
      details: monolith ? { files: monolith.files } : undefined,
    },
    {
      key: 'federationCost',
      metric: 'Federation cost: federated − monolith first-load, gzip',
      value: cost,
      shown: cost === null ? 'n/a' : kB(cost),
      goal: GOALS.federationCostGzip.label,
      status: judge(GOALS.federationCostGzip, cost),
    },
    {
      key: 'federationRatio',
      metric: 'Federation cost: federated ÷ monolith first-load',
      value: ratio,
      shown: ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`,
      goal: GOALS.federationRatio.label,
      status: judge(GOALS.federationRatio, ratio),
    },
  ];
}

import { Clock } from '../../common/clock/clock';
import type { AppConfig } from '../../config/app-config';
import { createHash } from 'node:crypto';
import { cohortOf, inCanary, userVisitorId } from './cohort';
import { errorRate, ReleaseHealthService, rollbackReason } from './release-health.service';

const RULE = { margin: 0.2, minLoads: 20, windowMinutes: 15 };

describe('release cohorts', () => {
  // Fixed ids: the same cohorts on every run.
  const visitors = Array.from({ length: 2_000 }, (_, index) => createHash('sha256').update(`visitor ${index}`).digest('base64url').slice(0, 22));

  it('raising a canary share only adds visitors, and each share holds about its percentage', () => {
    let previous = new Set<string>();
    for (const percent of [1, 5, 10, 25, 50, 75, 99, 100]) {
      const inIt = new Set(visitors.filter((id) => inCanary(cohortOf(id), percent)));
      expect([...previous].filter((id) => !inIt.has(id))).toEqual([]);
      expect(Math.abs(inIt.size / visitors.length - percent / 100)).toBeLessThan(0.05);
      previous = inIt;
    }
    expect(previous.size).toBe(visitors.length);
  });

  it("derives a signed-in user's visitor id from the key and the user id only", () => {
    expect(userVisitorId('u-1', 'key')).toBe(userVisitorId('u-1', 'key'));
    expect(userVisitorId('u-1', 'key')).not.toBe(userVisitorId('u-2', 'key'));
    expect(userVisitorId('u-1', 'key')).not.toBe(userVisitorId('u-1', 'other key'));
    expect(userVisitorId('u-1', 'key')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('the canary rollback rule', () => {
  it('measures errors per attempted load', () => {
    expect(errorRate({ loads: 0, errors: 0 })).toBeNull();
    expect(errorRate({ loads: 20, errors: 1 })).toBe(0.05);
    expect(errorRate({ loads: 2, errors: 5 })).toBe(1);
    expect(errorRate({ loads: 0, errors: 3 })).toBe(1);
  });

  it('waits for the minimum of loads, then rolls back only a clearly worse canary', () => {
    const stable = { loads: 1_000, errors: 10 }; // 1 %
    expect(rollbackReason({ loads: 19, errors: 19 }, stable, RULE)).toBeNull();
    expect(rollbackReason({ loads: 20, errors: 4 }, stable, RULE)).toBeNull(); // 20 %: 19 points worse
    expect(rollbackReason({ loads: 20, errors: 5 }, stable, RULE)).toBe(
      'Error rate 25 % over 20 page loads against 1 % for the stable release in the last 15 min (limit: 20 % worse, from 20 loads)',
    );
    // A stable release with no reports counts as healthy.
    expect(rollbackReason({ loads: 20, errors: 20 }, { loads: 0, errors: 0 }, RULE)).toMatch(/^Error rate 100 %/);
    // A canary no worse than a failing stable release stays.
    expect(rollbackReason({ loads: 50, errors: 25 }, { loads: 50, errors: 25 }, RULE)).toBeNull();
  });
});

describe('health report sampling', () => {
  it('lets every page load report until the last minute passes the rate, then a share of them', () => {
    let now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const clock = { now: () => new Date(now) } as Clock;
    const config = { releases: { ...{ rollbackMargin: 0.2, rollbackMinLoads: 20, healthWindowMinutes: 15 }, reportedLoadsPerMinute: 100 } } as AppConfig;
    const service = new ReleaseHealthService(null as never, clock, null as never, null as never, null as never, config);
    const rates = Array.from({ length: 400 }, () => service.pageLoadSampleRate());
    expect(rates.slice(0, 100)).toEqual(Array(100).fill(1));
    expect(rates[399]).toBe(0.25);
    now += 60_000; // the next minute starts from the last one's traffic
    expect(service.pageLoadSampleRate()).toBe(0.25);
    now += 5 * 60_000; // quiet for a while: every load reports again
    expect(service.pageLoadSampleRate()).toBe(1);
  });
});

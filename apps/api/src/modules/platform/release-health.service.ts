import { Inject, Injectable, Logger } from '@nestjs/common';
import type { HealthReportEntry, RemoteName } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { assertAddressLimit } from '../../common/rate-limit/address-limit';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Notifier } from '../notifications/notifier';
import { cohortOf, healthSampleRate } from './cohort';
import { ReleasesService } from './releases.service';

/** One visitor's shell sends a batch every few seconds at most; this leaves room for many tabs. */
export const HEALTH_REPORTS_PER_MINUTE = 30;
/** Many visitors can share an address (an office, a mobile carrier): a wider limit, against cookie rotation. */
export const HEALTH_REPORTS_PER_ADDRESS_PER_MINUTE = 600;

export interface WindowCounts {
  loads: number;
  errors: number;
}

/** Errors per attempted page load, 0–1 (a load can bring more than one error); null with nothing counted. */
export function errorRate({ loads, errors }: WindowCounts): number | null {
  return loads > 0 ? Math.min(1, errors / loads) : errors > 0 ? 1 : null;
}

/**
 * The rollback rule: the canary is clearly worse when it has at least `minLoads` attempted page loads in the window
 * and its error rate exceeds the stable release's by `margin` or more. Answers why, or null.
 */
export function rollbackReason(canary: WindowCounts, stable: WindowCounts, rule: { margin: number; minLoads: number; windowMinutes: number }): string | null {
  if (canary.loads < rule.minLoads) return null;
  const canaryRate = errorRate(canary) ?? 0;
  const stableRate = errorRate(stable) ?? 0;
  if (canaryRate - stableRate < rule.margin) return null;
  const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;
  return (
    `Error rate ${percent(canaryRate)} over ${canary.loads} page loads against ${percent(stableRate)} for the stable release ` +
    `in the last ${rule.windowMinutes} min (limit: ${percent(rule.margin)} worse, from ${rule.minLoads} loads)`
  );
}

/**
 * The shell's health reports: counted per remote, release and minute, then the rollback rule is checked for the
 * remotes reported on that have a canary. A rollback ends the canary (ReleasesService.rollback: audit row) and tells
 * staff.
 */
@Injectable()
export class ReleaseHealthService {
  private readonly logger = new Logger(ReleaseHealthService.name);
  private readonly rule: { margin: number; minLoads: number; windowMinutes: number };
  private readonly reportedLoadsPerMinute: number;
  /** Registry answers (one per page load) of this replica: in the current minute, and in the one before. */
  private traffic = { minute: 0, count: 0, previous: 0 };

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly releases: ReleasesService,
    private readonly notifier: Notifier,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rule = { margin: config.releases.rollbackMargin, minLoads: config.releases.rollbackMinLoads, windowMinutes: config.releases.healthWindowMinutes };
    this.reportedLoadsPerMinute = config.releases.reportedLoadsPerMinute;
  }

  /**
   * Counts one page load (a registry answer) and answers the share of page loads that should report: all of them
   * until the last minute's loads pass the configured rate, then that rate over the loads. Sampling whole page
   * loads keeps error rates true; the rule's minimum of loads then counts reported loads.
   */
  pageLoadSampleRate(): number {
    const minute = Math.floor(this.clock.now().getTime() / 60_000);
    if (minute !== this.traffic.minute) {
      this.traffic = { minute, count: 0, previous: minute === this.traffic.minute + 1 ? this.traffic.count : 0 };
    }
    this.traffic.count += 1;
    return healthSampleRate(Math.max(this.traffic.previous, this.traffic.count), this.reportedLoadsPerMinute);
  }

  /** Page loads a minute that all report (the shell's server samples its own page loads with it). */
  get fullyReportedLoadsPerMinute(): number {
    return this.reportedLoadsPerMinute;
  }

  get windowMinutes(): number {
    return this.rule.windowMinutes;
  }

  /**
   * Counts a visitor's reports. Limited per visitor and per address; and only what the registry gives this visitor
   * now is counted (their cohort's release of each remote), so nobody can pull a canary back, or fill the table,
   * with reports about releases they are not on. A client without the visitor cookie never read the api's registry.
   */
  async record(client: { visitorId?: string; ip?: string }, reports: HealthReportEntry[]): Promise<void> {
    await assertAddressLimit(this.limiter, client.ip, { scope: 'release-health', limit: HEALTH_REPORTS_PER_ADDRESS_PER_MINUTE, windowSeconds: 60 });
    if (!client.visitorId) return;
    const limit = await this.limiter.hit(`release-health-visitor:${client.visitorId}`, HEALTH_REPORTS_PER_MINUTE, 60);
    if (!limit.allowed) throw new AppError(429, 'RATE_LIMITED', 'Too many requests', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
    const served = new Map((await this.releases.activeRemotes(cohortOf(client.visitorId))).map((entry) => [entry.name, entry.version]));
    const counted = reports.filter((report) => served.get(report.remote) === report.version);
    const minute = new Date(Math.floor(this.clock.now().getTime() / 60_000) * 60_000);
    for (const report of counted) {
      const loads = report.loads + report.loadFailures;
      const errors = report.loadFailures + report.boundaryErrors + report.unhandledErrors;
      if (loads + errors === 0) continue;
      await this.dataSource.query(
        `INSERT INTO remote_health AS h (remote, version, minute, loads, errors) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (remote, version, minute) DO UPDATE SET loads = h.loads + EXCLUDED.loads, errors = h.errors + EXCLUDED.errors`,
        [report.remote, report.version, minute, loads, errors],
      );
    }
    for (const remote of new Set(counted.map((report) => report.remote))) await this.checkCanary(remote);
  }

  /** Loads and errors per release (of a remote) over the window, or from `from` when that is later. */
  async windowCounts(remote?: RemoteName, from?: Date): Promise<Map<string, WindowCounts>> {
    const windowStart = new Date(this.clock.now().getTime() - this.rule.windowMinutes * 60_000);
    const since = from && from > windowStart ? from : windowStart;
    const rows = await this.dataSource.query<{ remote: string; version: string; loads: number; errors: number }[]>(
      `SELECT remote, version, sum(loads)::int AS loads, sum(errors)::int AS errors FROM remote_health
       WHERE minute >= $1 AND ($2::text IS NULL OR remote = $2) GROUP BY remote, version`,
      [since, remote ?? null],
    );
    return new Map(rows.map((row) => [`${row.remote}@${row.version}`, { loads: row.loads, errors: row.errors }]));
  }

  /** Rolls the remote's canary back when the rule says so; the check and the rollback share the remote's lock. */
  async checkCanary(remote: RemoteName): Promise<boolean> {
    const [pair] = await this.dataSource.query<{ canary: string; startedAt: Date | null; stable: string | null }[]>(
      `SELECT c.version AS canary, c.canary_started_at AS "startedAt",
         (SELECT version FROM remote_releases WHERE remote = $1 AND active) AS stable
       FROM remote_releases c WHERE c.remote = $1 AND c.canary_percent IS NOT NULL`,
      [remote],
    );
    if (!pair) return false;
    const empty = { loads: 0, errors: 0 };
    // The canary from the minute it started (a canary started again is not judged by its last run), the stable
    // release over the whole window.
    const started = pair.startedAt ? new Date(Math.floor(new Date(pair.startedAt).getTime() / 60_000) * 60_000) : undefined;
    const canary = (await this.windowCounts(remote, started)).get(`${remote}@${pair.canary}`) ?? empty;
    const stableCounts = (pair.stable && (await this.windowCounts(remote)).get(`${remote}@${pair.stable}`)) || empty;
    const reason = rollbackReason(canary, stableCounts, this.rule);
    if (!reason) return false;
    const stable = await this.releases.rollbackCanary(remote, pair.canary, reason);
    if (!stable) return false;
    this.logger.warn({ remote, canary: pair.canary, stable: stable.version, reason }, 'Canary rolled back automatically');
    await this.notifier.notifyStaff(
      {
        type: 'system',
        title: { tr: 'Kanarya sürüm geri alındı', en: 'Canary release rolled back' },
        message: {
          tr: `${remote} ${pair.canary} hata oranı yüksek olduğu için otomatik olarak geri alındı; ziyaretçiler ${stable.version} sürümünü alıyor.`,
          en: `${remote} ${pair.canary} was rolled back automatically for its error rate; visitors get ${stable.version}. ${reason}`,
        },
        url: '/admin/dashboard/releases',
      },
      `release:${remote}:${pair.canary}:auto-rollback:${this.clock.now().getTime()}`,
    );
    return true;
  }
}

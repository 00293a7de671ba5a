import { Injectable } from '@nestjs/common';
import type { CreateRelease, Release, RemoteEntry, RemoteName } from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppError, NotFoundError } from '../../common/errors/app-error';
import { AuditLog, type AuditActor } from '../../common/security/audit-log';
import { releasesForCohort, type TableRelease } from './cohort';
import { ReleaseGeneration } from './release-generation';
import { RemoteRelease } from './remote-release.entity';

/** Who changed the registry: an admin (audit actor) or the deploy tooling (the name it gave). */
export interface ReleaseActor {
  actor: AuditActor | null;
  deployedBy?: string | null;
}

const RETURNING = `RETURNING remote, version, manifest_url AS "manifestUrl", active, canary_percent AS "canaryPercent",
  deployed_by AS "deployedBy", created_at AS "createdAt", ended_at AS "endedAt", end_reason AS "endReason",
  ended_automatically AS "endedAutomatically"`;

type ReleaseRow = Pick<
  RemoteRelease,
  'remote' | 'version' | 'manifestUrl' | 'active' | 'canaryPercent' | 'deployedBy' | 'createdAt' | 'endedAt' | 'endReason' | 'endedAutomatically'
>;

/**
 * The runtime registry of remotes: releases per remote with exactly one active and at most one canary. Every change
 * runs in one transaction under a per-remote advisory lock (concurrent deploys of one remote queue up instead of
 * tripping over the unique indexes) and writes its audit row in that transaction.
 */
@Injectable()
export class ReleasesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly generation: ReleaseGeneration,
  ) {}

  /** The release each remote gives a visitor of this cohort (0–99): the canary below its share, else the active. */
  async activeRemotes(cohort: number): Promise<RemoteEntry[]> {
    return releasesForCohort(await this.table(), cohort);
  }

  /** Every active and canary release: what a visitor of any cohort may be given. */
  table(): Promise<TableRelease<RemoteName>[]> {
    return this.dataSource.query<TableRelease<RemoteName>[]>(
      `SELECT remote AS name, version, manifest_url AS "manifestUrl", canary_percent AS "canaryPercent"
       FROM remote_releases WHERE active OR canary_percent IS NOT NULL ORDER BY remote, active DESC`,
    );
  }

  async list(remote: RemoteName): Promise<Release[]> {
    const rows = await this.dataSource
      .getRepository(RemoteRelease)
      .find({ where: { remote }, order: { createdAt: 'DESC', version: 'DESC' } });
    return rows.map(toRelease);
  }

  /**
   * Publishes a release: as the only active one of its remote, or with `canaryPercent` below 100 as its canary (in
   * place of any earlier canary). A known version is pointed at the given manifest (re-running a deploy is harmless).
   */
  publish(remote: RemoteName, release: CreateRelease, by: ReleaseActor = { actor: null }): Promise<Release> {
    const canary = release.canaryPercent !== undefined && release.canaryPercent < 100 ? release.canaryPercent : null;
    return this.withRemoteLock(remote, async (manager) => {
      const [row] = await manager.query<ReleaseRow[]>(
        `INSERT INTO remote_releases (remote, version, manifest_url, deployed_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (remote, version) DO UPDATE SET manifest_url = EXCLUDED.manifest_url,
           deployed_by = COALESCE(EXCLUDED.deployed_by, remote_releases.deployed_by)
         ${RETURNING}`,
        [remote, release.version, release.manifestUrl, release.deployedBy ?? by.deployedBy ?? by.actor?.email ?? null],
      );
      const published = canary === null ? await this.makeActive(manager, remote, release.version) : await this.makeCanary(manager, remote, release.version, canary);
      await this.record(manager, by, canary === null ? 'release.publish' : 'release.canary', published, { canaryPercent: canary, deployedBy: row.deployedBy });
      return published;
    });
  }

  /** Starts a canary of a known release, or changes its share; 100 activates it for everyone. */
  setCanary(remote: RemoteName, version: string, percent: number, by: ReleaseActor): Promise<Release> {
    return this.withRemoteLock(remote, async (manager) => {
      await this.find(manager, remote, version);
      const release = percent >= 100 ? await this.makeActive(manager, remote, version) : await this.makeCanary(manager, remote, version, percent);
      await this.record(manager, by, percent >= 100 ? 'release.activate' : 'release.canary', release, { canaryPercent: percent });
      return release;
    });
  }

  /** Makes the canary the active release of everyone. */
  promote(remote: RemoteName, by: ReleaseActor): Promise<Release> {
    return this.withRemoteLock(remote, async (manager) => {
      const canary = await this.canaryOf(manager, remote);
      if (!canary) throw new NotFoundError('NO_CANARY', 'This remote has no canary release');
      const release = await this.makeActive(manager, remote, canary.version);
      await this.record(manager, by, 'release.promote', release, { fromPercent: canary.canaryPercent });
      return release;
    });
  }

  /** Makes a known release the only active one (ending any canary). */
  activate(remote: RemoteName, version: string, by: ReleaseActor): Promise<Release> {
    return this.withRemoteLock(remote, async (manager) => {
      await this.find(manager, remote, version);
      const release = await this.makeActive(manager, remote, version);
      await this.record(manager, by, 'release.activate', release);
      return release;
    });
  }

  /**
   * Ends the canary if there is one (its visitors' next load gets the active release), else activates the release
   * created before the active one, skipping ended canaries (compared in SQL: microseconds, not JS ms). Answers the
   * release now active.
   */
  rollback(remote: RemoteName, by: ReleaseActor, reason = 'Rolled back by hand'): Promise<Release> {
    return this.withRemoteLock(remote, async (manager) => {
      const canary = await this.canaryOf(manager, remote);
      if (canary) return this.endCanary(manager, remote, canary, by, reason, false);
      const [previous] = await manager.query<{ version: string }[]>(
        `SELECT previous.version
         FROM remote_releases current
         JOIN remote_releases previous ON previous.remote = current.remote AND previous.created_at < current.created_at
         WHERE current.remote = $1 AND current.active AND previous.ended_at IS NULL
         ORDER BY previous.created_at DESC
         LIMIT 1`,
        [remote],
      );
      if (!previous) throw new NotFoundError('NO_PREVIOUS_RELEASE', 'There is no earlier release to roll back to');
      const release = await this.makeActive(manager, remote, previous.version);
      await this.record(manager, by, 'release.rollback', release, { reason });
      return release;
    });
  }

  /**
   * The health rule's rollback: ends the canary only if it is still `version` (a report racing another, or a
   * promotion, finds nothing to do: null). Answers the release its visitors get now.
   */
  rollbackCanary(remote: RemoteName, version: string, reason: string): Promise<Release | null> {
    return this.withRemoteLock(remote, async (manager) => {
      const canary = await this.canaryOf(manager, remote);
      if (canary?.version !== version) return null;
      return this.endCanary(manager, remote, canary, { actor: null, deployedBy: 'automatic rollback' }, reason, true);
    });
  }

  private async endCanary(
    manager: EntityManager,
    remote: RemoteName,
    canary: { version: string; canaryPercent: number },
    by: ReleaseActor,
    reason: string,
    automatic: boolean,
  ): Promise<Release> {
    const [[ended]] = await manager.query<[ReleaseRow[], number]>(
      `UPDATE remote_releases SET canary_percent = NULL, ended_at = now(), end_reason = $2, ended_automatically = $3
       WHERE remote = $1 AND canary_percent IS NOT NULL ${RETURNING}`,
      [remote, reason, automatic],
    );
    await this.record(manager, by, automatic ? 'release.auto_rollback' : 'release.rollback', toRelease(ended), {
      fromPercent: canary.canaryPercent,
      reason,
    });
    const active = await manager.getRepository(RemoteRelease).findOneBy({ remote, active: true });
    if (!active) throw new NotFoundError('NO_ACTIVE_RELEASE', 'There is no active release');
    return toRelease(active);
  }

  private async makeActive(manager: EntityManager, remote: RemoteName, version: string): Promise<Release> {
    await manager.query(`UPDATE remote_releases SET active = false WHERE remote = $1 AND active AND version <> $2`, [remote, version]);
    // A canary promoted or replaced by a full release is no canary any more.
    await manager.query(`UPDATE remote_releases SET canary_percent = NULL WHERE remote = $1 AND canary_percent IS NOT NULL`, [remote]);
    // TypeORM answers an UPDATE with [rows, affected count].
    const [[row]] = await manager.query<[ReleaseRow[], number]>(
      `UPDATE remote_releases SET active = true, ended_at = NULL, end_reason = NULL, ended_automatically = false
       WHERE remote = $1 AND version = $2 ${RETURNING}`,
      [remote, version],
    );
    return toRelease(row);
  }

  private async makeCanary(manager: EntityManager, remote: RemoteName, version: string, percent: number): Promise<Release> {
    const active = await manager.getRepository(RemoteRelease).findOneBy({ remote, active: true });
    if (!active) throw new AppError(409, 'NO_ACTIVE_RELEASE', 'A canary needs an active release to compare with');
    if (active.version === version) throw new AppError(409, 'RELEASE_IS_ACTIVE', 'This release is already active for everyone');
    await manager.query(
      `UPDATE remote_releases SET canary_percent = NULL, ended_at = now(), end_reason = $3
       WHERE remote = $1 AND canary_percent IS NOT NULL AND version <> $2`,
      [remote, version, `Replaced by ${version}`],
    );
    const [[row]] = await manager.query<[ReleaseRow[], number]>(
      // A new share keeps the canary's start; a canary started (again) is judged from now.
      `UPDATE remote_releases SET canary_percent = $3, ended_at = NULL, end_reason = NULL, ended_automatically = false,
         canary_started_at = CASE WHEN canary_percent IS NULL THEN $4 ELSE canary_started_at END
       WHERE remote = $1 AND version = $2 ${RETURNING}`,
      [remote, version, percent, this.clock.now()],
    );
    return toRelease(row);
  }

  private async find(manager: EntityManager, remote: RemoteName, version: string): Promise<RemoteRelease> {
    const row = await manager.getRepository(RemoteRelease).findOneBy({ remote, version });
    if (!row) throw new NotFoundError('RELEASE_NOT_FOUND', 'Release not found');
    return row;
  }

  private canaryOf(manager: EntityManager, remote: RemoteName): Promise<{ version: string; canaryPercent: number } | undefined> {
    return manager
      .query<{ version: string; canaryPercent: number }[]>(
        `SELECT version, canary_percent AS "canaryPercent" FROM remote_releases WHERE remote = $1 AND canary_percent IS NOT NULL`,
        [remote],
      )
      .then(([row]) => row);
  }

  private record(manager: EntityManager, by: ReleaseActor, action: string, release: Release, changes: Record<string, unknown> = {}): Promise<void> {
    return this.audit.record(manager, {
      actor: by.actor,
      action,
      targetType: 'remote_release',
      targetId: `${release.name}@${release.version}`,
      changes: { ...changes, ...(by.actor ? {} : { by: by.deployedBy ?? 'deploy tooling' }) },
    });
  }

  /** After the commit the release generation moves, so the shell's servers read the registry again. */
  async withRemoteLock<T>(remote: RemoteName, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`remote_releases:${remote}`]);
      return work(manager);
    });
    await this.generation.bump();
    return result;
  }
}

export function toRelease(row: ReleaseRow): Release {
  return {
    name: row.remote,
    version: row.version,
    manifestUrl: row.manifestUrl,
    active: row.active,
    canaryPercent: row.canaryPercent,
    deployedBy: row.deployedBy,
    createdAt: new Date(row.createdAt).toISOString(),
    endedAt: row.endedAt ? new Date(row.endedAt).toISOString() : null,
    endReason: row.endReason,
    endedAutomatically: row.endedAutomatically,
  };
}

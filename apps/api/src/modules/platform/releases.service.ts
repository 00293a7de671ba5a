import { Injectable } from '@nestjs/common';
import type { CreateRelease, Release, RemoteEntry, RemoteName } from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-error';
import { RemoteRelease } from './remote-release.entity';

/**
 * The runtime registry of remotes: releases per remote with exactly one active. Every change runs in one
 * transaction under a per-remote advisory lock, so concurrent deploys of one remote queue up instead of
 * tripping over the one-active index.
 */
@Injectable()
export class ReleasesService {
  constructor(private readonly dataSource: DataSource) {}

  async activeRemotes(): Promise<RemoteEntry[]> {
    const rows = await this.dataSource
      .getRepository(RemoteRelease)
      .find({ where: { active: true }, order: { remote: 'ASC' } });
    return rows.map((row) => ({ name: row.remote, version: row.version, manifestUrl: row.manifestUrl }));
  }

  async list(remote: RemoteName): Promise<Release[]> {
    const rows = await this.dataSource
      .getRepository(RemoteRelease)
      .find({ where: { remote }, order: { createdAt: 'DESC', version: 'DESC' } });
    return rows.map(toRelease);
  }

  /**
   * Publishes a release as the only active one of its remote. A known version is re-activated and pointed at the
   * given manifest (re-running a deploy is harmless).
   */
  publish(remote: RemoteName, release: CreateRelease): Promise<Release> {
    return this.withRemoteLock(remote, async (manager) => {
      await manager.query(
        `UPDATE remote_releases SET active = false WHERE remote = $1 AND active AND version <> $2`,
        [remote, release.version],
      );
      const [row] = await manager.query<RemoteRelease[]>(
        `INSERT INTO remote_releases (remote, version, manifest_url, active) VALUES ($1, $2, $3, true)
         ON CONFLICT (remote, version) DO UPDATE SET manifest_url = EXCLUDED.manifest_url, active = true
         RETURNING remote, version, manifest_url AS "manifestUrl", active, created_at AS "createdAt"`,
        [remote, release.version, release.manifestUrl],
      );
      return toRelease(row);
    });
  }

  /** Activates the release created just before the active one (compared in SQL: microseconds, not JS ms). */
  rollback(remote: RemoteName): Promise<Release> {
    return this.withRemoteLock(remote, async (manager) => {
      const [previous] = await manager.query<{ id: string }[]>(
        `SELECT previous.id
         FROM remote_releases current
         JOIN remote_releases previous ON previous.remote = current.remote AND previous.created_at < current.created_at
         WHERE current.remote = $1 AND current.active
         ORDER BY previous.created_at DESC
         LIMIT 1`,
        [remote],
      );
      if (!previous) throw new NotFoundError('NO_PREVIOUS_RELEASE', 'There is no earlier release to roll back to');
      await manager.query(`UPDATE remote_releases SET active = false WHERE remote = $1 AND active`, [remote]);
      // TypeORM answers an UPDATE with [rows, affected count].
      const [[row]] = await manager.query<[RemoteRelease[], number]>(
        `UPDATE remote_releases SET active = true WHERE id = $1
         RETURNING remote, version, manifest_url AS "manifestUrl", active, created_at AS "createdAt"`,
        [previous.id],
      );
      return toRelease(row);
    });
  }

  private withRemoteLock<T>(remote: RemoteName, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`remote_releases:${remote}`]);
      return work(manager);
    });
  }
}

function toRelease(row: Pick<RemoteRelease, 'remote' | 'version' | 'manifestUrl' | 'active' | 'createdAt'>): Release {
  return {
    name: row.remote,
    version: row.version,
    manifestUrl: row.manifestUrl,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

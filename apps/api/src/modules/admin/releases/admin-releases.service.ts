import { Injectable } from '@nestjs/common';
import { REMOTE_NAMES, type AdminRelease, type AdminReleases, type Release } from '@harman/contracts';
import { errorRate, ReleaseHealthService } from '../../platform/release-health.service';
import { ReleasesService } from '../../platform/releases.service';

/** Admin › Sürümler: every remote's releases with their share of visitors and their health over the rule's window. */
@Injectable()
export class AdminReleasesService {
  constructor(
    private readonly releases: ReleasesService,
    private readonly health: ReleaseHealthService,
  ) {}

  async overview(): Promise<AdminReleases> {
    const counts = await this.health.windowCounts();
    const remotes = await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const releases = await this.releases.list(name);
        const canary = releases.find((release) => release.canaryPercent !== null)?.canaryPercent ?? 0;
        return {
          name,
          releases: releases.map((release): AdminRelease => {
            const window = counts.get(`${name}@${release.version}`) ?? { loads: 0, errors: 0 };
            return { ...release, share: shareOf(release, canary), ...window, errorRate: errorRate(window) };
          }),
        };
      }),
    );
    return { windowMinutes: this.health.windowMinutes, remotes };
  }
}

function shareOf(release: Release, canaryPercent: number): number {
  if (release.canaryPercent !== null) return release.canaryPercent;
  return release.active ? 100 - canaryPercent : 0;
}

import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { RELEASE_GENERATION_KEY } from '@harman/contracts';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * A number in Redis that moves with every change of the registry, after its commit: the shell's document server
 * keeps the release table while the number stays, and reads it again when it moves (tools/stack/release-table.mjs).
 * Moved at start too, since the database may be new. Fails soft: a server that cannot read it asks the api.
 */
@Injectable()
export class ReleaseGeneration implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReleaseGeneration.name);
  private readonly redis: Redis;
  readonly key: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = `${config.queuePrefix}:${RELEASE_GENERATION_KEY}`;
    this.redis = new Redis(config.redis.url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 2_000, commandTimeout: 2_000 });
    this.redis.on('error', () => undefined);
  }

  async onModuleInit(): Promise<void> {
    await this.bump();
  }

  async bump(): Promise<void> {
    try {
      await this.redis.incr(this.key);
    } catch (error) {
      // The document servers then keep an older table until the next change; they read it again within its age limit.
      this.logger.warn({ err: error }, 'Could not move the release generation');
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

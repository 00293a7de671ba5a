import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { everySoOften } from '../../common/utils/every-so-often';
import { liveChannel, type LiveMessage } from './live-messages';

/**
 * Publishes live notification events to every api replica through Redis pub/sub. Fails fast (no offline queue):
 * a lost live message costs only immediacy, the row is in the table and the next list or reconnect shows it.
 */
@Injectable()
export class LivePublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(LivePublisher.name);
  private readonly redis: Redis;
  private readonly channel: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.channel = liveChannel(config.queuePrefix);
    this.redis = new Redis(config.redis.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
    });
    this.redis.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Live publisher: ${error.message}`)));
    this.redis.connect().catch(() => undefined);
  }

  async publish(message: LiveMessage): Promise<void> {
    try {
      await this.redis.publish(this.channel, JSON.stringify(message));
    } catch (error) {
      this.logger.warn({ err: error, kind: message.kind }, 'Could not publish a live notification event');
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

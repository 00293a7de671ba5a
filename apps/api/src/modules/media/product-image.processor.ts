import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { workerConnection } from '../../common/queue/redis-connections';
import { WorkerHealth } from '../../common/queue/worker-health';
import { everySoOften } from '../../common/utils/every-so-often';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MEDIA_QUEUE_NAME, PRODUCT_IMAGE_MAX_INPUT_PIXELS, PRODUCT_IMAGE_MAX_PX, type MediaJobData } from './media.constants';

/**
 * The `media` worker: resizes an uploaded product picture (longest side 1200 px, orientation applied, metadata
 * dropped) and re-encodes it as JPEG, which is what the shop serves. A picture that cannot be decoded is marked
 * failed (the upload already checked its type and that it decodes, so that is rare).
 */
@Injectable()
export class ProductImageProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ProductImageProcessor.name);
  private worker?: Worker<MediaJobData>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly health: WorkerHealth,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<MediaJobData>(MEDIA_QUEUE_NAME, (job) => this.process(job), {
      connection: workerConnection(this.config.redis.url),
      prefix: this.config.queuePrefix,
      concurrency: 1,
    });
    this.worker.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Media worker error: ${error.message}`)));
    this.health.watch(MEDIA_QUEUE_NAME, this.worker);
  }

  async process(job: Job<MediaJobData>): Promise<'ready' | 'failed' | 'skipped'> {
    const [file] = await this.dataSource.query<{ original: Buffer; status: string }[]>(
      `SELECT original, status FROM product_image_files WHERE id = $1`,
      [job.data.fileId],
    );
    if (!file || file.status !== 'pending') return 'skipped';
    try {
      const { data, info } = await sharp(file.original, { limitInputPixels: PRODUCT_IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(PRODUCT_IMAGE_MAX_PX, PRODUCT_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      await this.dataSource.query(
        `UPDATE product_image_files SET content = $2, width = $3, height = $4, status = 'ready', processed_at = now()
         WHERE id = $1 AND status = 'pending'`,
        [job.data.fileId, data, info.width, info.height],
      );
      return 'ready';
    } catch (error) {
      this.logger.warn({ fileId: job.data.fileId, err: error }, 'Product picture could not be resized');
      await this.dataSource.query(`UPDATE product_image_files SET status = 'failed', processed_at = now() WHERE id = $1`, [job.data.fileId]);
      return 'failed';
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}

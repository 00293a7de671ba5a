import { Module } from '@nestjs/common';
import { WorkerHealthModule } from '../../common/queue/worker-health.module';
import { ProductImageProcessor } from './product-image.processor';

/** The `media` queue's consumer: loaded by `worker.ts`, and by the api itself when RUN_WORKERS is on. */
@Module({
  imports: [WorkerHealthModule],
  providers: [ProductImageProcessor],
})
export class MediaWorkerModule {}

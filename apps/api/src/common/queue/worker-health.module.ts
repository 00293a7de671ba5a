import { Module } from '@nestjs/common';
import { WorkerHealth } from './worker-health';

/** One `WorkerHealth` per process: the workers register with it, the health check reads it. */
@Module({
  providers: [WorkerHealth],
  exports: [WorkerHealth],
})
export class WorkerHealthModule {}

import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { WorkerHealthModule } from '../../common/queue/worker-health.module';
import { OrderJobsProcessor } from './order-jobs.processor';
import { OrdersModule } from './orders.module';

/** The consumer side of the `orders` queue (reservation expiry, unpaid orders, invoices) and its sweeper. */
@Module({
  imports: [OrdersModule, WorkerHealthModule, ClockModule],
  providers: [OrderJobsProcessor],
  exports: [OrderJobsProcessor],
})
export class OrdersWorkerModule {}

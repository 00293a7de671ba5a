import { Module, type DynamicModule } from '@nestjs/common';
import { coreImports } from './app.module';
import type { AppConfig } from './config/app-config';
import { MailWorkerModule } from './modules/mail/mail-worker.module';
import { NotificationsWorkerModule } from './modules/notifications/notifications-worker.module';
import { OrdersWorkerModule } from './modules/orders/orders-worker.module';
import { MediaWorkerModule } from './modules/media/media-worker.module';

/**
 * The queue workers (mail; notifications: fan-out; orders: reservation expiry, unpaid orders, invoices; media)
 * without the HTTP server.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [...coreImports(config), MailWorkerModule, NotificationsWorkerModule, OrdersWorkerModule, MediaWorkerModule],
    };
  }
}

import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { loggerModuleParams } from './config/logger.config';
import { dataSourceOptions } from './database/data-source-options';
import { AccountModule } from './modules/account/account.module';
import { AdminModule } from './modules/admin/admin.module';
import { MediaWorkerModule } from './modules/media/media-worker.module';
import { AuthModule } from './modules/auth/auth.module';
import { AccessGuard } from './modules/auth/guards/access.guard';
import { CardDataGuard } from './modules/auth/guards/card-data.guard';
import { OriginGuard } from './modules/auth/guards/origin.guard';
import { CartModule } from './modules/cart/cart.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { FormsModule } from './modules/forms/forms.module';
import { HealthModule } from './modules/health/health.module';
import { MailWorkerModule } from './modules/mail/mail-worker.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { NotificationsWorkerModule } from './modules/notifications/notifications-worker.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { OrdersModule } from './modules/orders/orders.module';
import { OrdersWorkerModule } from './modules/orders/orders-worker.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PlatformModule } from './modules/platform/platform.module';
import { SessionsModule } from './modules/sessions/sessions.module';
import { TwoFactorModule } from './modules/two-factor/two-factor.module';
import { SiteModule } from './modules/site/site.module';

/** Configuration, logging and the database: what both the HTTP app and the worker process need. */
export function coreImports(config: AppConfig) {
  return [
    ConfigModule.forRoot(config),
    LoggerModule.forRoot(loggerModuleParams(config)),
    TypeOrmModule.forRoot({ ...dataSourceOptions(config), retryAttempts: 5, retryDelay: 2_000 }),
  ];
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...coreImports(config),
        CatalogModule,
        CartModule,
        PlatformModule,
        HealthModule,
        NewsletterModule,
        FormsModule,
        SiteModule,
        AuthModule,
        SessionsModule,
        TwoFactorModule,
        AccountModule,
        PaymentsModule,
        NotificationsModule,
        OrdersModule,
        AdminModule,
        ...(config.runWorkers ? [MailWorkerModule, NotificationsWorkerModule, OrdersWorkerModule, MediaWorkerModule] : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // In this order: refuse cross-site requests, refuse card numbers, then deny by default (@Public/@Roles).
        { provide: APP_GUARD, useClass: OriginGuard },
        { provide: APP_GUARD, useClass: CardDataGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}

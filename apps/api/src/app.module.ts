import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { loggerParams } from './config/logger.config';
import { dataSourceOptions } from './database/data-source-options';
import { CatalogModule } from './modules/catalog/catalog.module';
import { HealthModule } from './modules/health/health.module';
import { MailWorkerModule } from './modules/mail/mail-worker.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { PlatformModule } from './modules/platform/platform.module';

/** Configuration, logging and the database: what both the HTTP app and the worker process need. */
export function coreImports(config: AppConfig) {
  return [
    ConfigModule.forRoot(config),
    LoggerModule.forRoot(loggerParams(config)),
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
        PlatformModule,
        HealthModule,
        NewsletterModule,
        ...(config.runWorkers ? [MailWorkerModule] : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { FrameworkQuietLogger } from './common/logging/framework-quiet-logger';
import { ConfigError, loadConfig } from './config/app-config';
import { WorkerModule } from './worker.module';

/** Queue workers only (mail and the outbox relay), no HTTP server. The context starts them as it initialises. */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(new FrameworkQuietLogger(app.get(Logger)));
  app.enableShutdownHooks();
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { FrameworkQuietLogger } from './common/logging/framework-quiet-logger';
import { closeGracefullyOnSignal } from './common/lifecycle/graceful-shutdown';
import { ConfigError, loadConfig } from './config/app-config';
import { WorkerModule } from './worker.module';

/** Queue workers only (mail and the outbox relay), no HTTP server. The context starts them as it initialises. */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(new FrameworkQuietLogger(logger));
  // SIGTERM: each worker finishes its current job, takes no new one, then the process exits (SHUTDOWN_GRACE_MS).
  closeGracefullyOnSignal(app, { graceMs: config.shutdownGraceMs, log: (message) => logger.log(message) });
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

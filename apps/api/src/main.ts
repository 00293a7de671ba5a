import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { closeGracefullyOnSignal } from './common/lifecycle/graceful-shutdown';
import { ConfigError, loadConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // SIGTERM: stop taking connections, finish the requests in flight, end event streams, then close (SHUTDOWN_GRACE_MS).
  const logger = app.get(Logger);
  closeGracefullyOnSignal(app, { server: app.getHttpServer() as Server, graceMs: config.shutdownGraceMs, log: (message) => logger.log(message) });
  await app.listen(config.port);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

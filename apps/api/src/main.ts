import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // On SIGTERM/SIGINT stop taking connections at once (requests in flight still finish); Nest's shutdown hooks
  // then let the workers finish their mails (bounded) and close queues, Redis clients and the database pool.
  const server = app.getHttpServer() as Server;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => server.close());
  app.enableShutdownHooks();
  await app.listen(config.port);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

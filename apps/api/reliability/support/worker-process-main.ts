// Entry of a worker child process for the reliability tests: the real worker module (mail, orders, notifications,
// media) from the environment, as `node dist/worker.js` runs it; prints `WORKING` once its workers have started.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { closeGracefullyOnSignal } from '../../src/common/lifecycle/graceful-shutdown';
import { loadConfig } from '../../src/config/app-config';
import { WorkerModule } from '../../src/worker.module';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
  closeGracefullyOnSignal(app, { graceMs: config.shutdownGraceMs });
  await app.init();
  process.stdout.write('WORKING\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

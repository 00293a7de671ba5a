// The queue workers in a process of their own for the notifications bench (apps/api/src/worker.ts, plus a
// readiness line on stderr once every worker has started).
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { WorkerModule } from '../../apps/api/src/worker.module';

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(loadConfig()), { logger: false });
  app.enableShutdownHooks();
  await app.init();
  process.stderr.write('LISTENING worker\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

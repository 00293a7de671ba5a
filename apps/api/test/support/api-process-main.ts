// Entry of an api child process for the tests: the real app from the environment, on a free port, which it
// prints as `LISTENING <port>` once it accepts requests.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../src/app.factory';
import { closeGracefullyOnSignal } from '../../src/common/lifecycle/graceful-shutdown';
import { loadConfig } from '../../src/config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // The same shutdown as main.ts, so SIGTERM in a test is what a pod gets.
  closeGracefullyOnSignal(app, { server: app.getHttpServer() as Server, graceMs: config.shutdownGraceMs });
  await app.listen(0, '127.0.0.1');
  const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
  process.stdout.write(`LISTENING ${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

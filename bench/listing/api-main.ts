// The api in a process of its own for the listing bench: the real app from the environment on PORT, which it
// reports on stderr (`LISTENING <port>`), so stdout stays the log's own destination.
import 'reflect-metadata';
import { createApp } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/config/app-config';

async function main(): Promise<void> {
  const app = await createApp(loadConfig());
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  process.stderr.write(`LISTENING ${process.env.PORT}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

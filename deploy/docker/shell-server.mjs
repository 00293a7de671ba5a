// The shell image's entry: the same server as npm start's shell (tools/stack/static-servers.mjs), configured from
// the environment. API_URL: the api Service (http://api); APP_BASE_URL: the public origin (canonical URLs);
// FALLBACK_REMOTES: the registry used when the api does not answer (JSON, as /remotes.json). REDIS_URL and
// QUEUE_PREFIX (the api's): optional; with them anonymous pages get their registry from the api's release table,
// read again when its generation moves, instead of one api call per page.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELEASE_GENERATION_KEY } from '../../tools/stack/release-table.mjs';
import { serveShell } from '../../tools/stack/static-servers.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
const required = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const server = await serveShell({
  distDir: join(root, 'apps', 'shell', 'dist'),
  port: Number(process.env.PORT ?? 8080),
  apiUrl: required('API_URL'),
  fallbackRegistry: JSON.parse(process.env.FALLBACK_REMOTES ?? '{"remotes":[]}'),
  embedRegistry: true,
  publicOrigin: required('APP_BASE_URL'),
  redisUrl: process.env.REDIS_URL,
  releaseGenerationKey: `${process.env.QUEUE_PREFIX ?? 'harman'}:${RELEASE_GENERATION_KEY}`,
});
// SIGTERM: take no new connection, let the pages in flight finish (Kubernetes waits terminationGracePeriodSeconds).
process.once('SIGTERM', () => server.close(() => process.exit(0)));

// A remote image's entry: the same server as npm start's remotes (tools/stack/static-servers.mjs: CORS for the
// shop, the cache rules of docs/operations.md, the build's brotli copies), serving the one release the image holds.
// REMOTE: storefront, account or admin; ALLOWED_ORIGINS: the shop's public origins, comma-separated (the shell's
// APP_BASE_URL); RELEASES_DIR: where `<remote>/<version>/` and its `current` link are (the image's /app/releases).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveRemote } from '../../tools/stack/static-servers.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
const required = (name) => {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const remote = required('REMOTE');
const allowedOrigins = required('ALLOWED_ORIGINS').split(',').map((origin) => origin.trim()).filter(Boolean);
const server = await serveRemote({
  remote,
  releasesDir: process.env.RELEASES_DIR ?? join(root, 'releases'),
  port: Number(process.env.PORT ?? 8080),
  allowedOrigins,
});
console.log(`Serving the ${remote} remote on port ${server.address().port} for ${allowedOrigins.join(', ')}`);
// SIGTERM: take no new connection, let the requests in flight finish.
process.once('SIGTERM', () => server.close(() => process.exit(0)));

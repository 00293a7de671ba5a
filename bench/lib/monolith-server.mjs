// Serves the monolith build like the shell is served (same static server, same /api proxy).
import { serveShell } from '../../tools/stack/static-servers.mjs';
import { onCleanup } from './cleanup.mjs';
import { API_URL, PORTS } from './config.mjs';

export async function serveMonolith(distDir) {
  const server = await serveShell({ distDir, port: PORTS.monolith, apiUrl: API_URL, fallbackRegistry: { remotes: [] } });
  const close = () => new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  onCleanup(close);
  return { close };
}

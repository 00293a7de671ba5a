import { createServer, type Socket } from 'node:net';

export interface SilentRedis {
  /** A `redis://` URL for REDIS_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A port that accepts connections and never answers: what a stopped (SIGSTOP) or overloaded Redis looks like to
 * its clients. Close it after the app that uses it.
 */
export async function startSilentRedis(): Promise<SilentRedis> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

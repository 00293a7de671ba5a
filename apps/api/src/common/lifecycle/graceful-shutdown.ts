import type { INestApplicationContext } from '@nestjs/common';
import type { Server, ServerResponse } from 'node:http';

/** The exit code of a shutdown that ran out of its grace period (work was cut short): not 0, so it shows. */
export const GRACE_EXCEEDED_EXIT_CODE = 70;

export interface GracefulShutdownOptions {
  /** How long the whole shutdown may take; then the process exits with GRACE_EXCEEDED_EXIT_CODE. */
  graceMs: number;
  /** The HTTP server of an api process; a worker process has none. */
  server?: Server;
  log?: (message: string) => void;
}

/**
 * Takes the place of Nest's `enableShutdownHooks` in a process that runs behind a load balancer or in a pod.
 * On SIGTERM/SIGINT the server stops accepting connections at once; each request in flight is answered, with
 * `Connection: close`, so a keep-alive client opens its next connection elsewhere. `app.close()` then runs Nest's
 * hooks in order: event streams end (clients reconnect to another replica) and workers finish their current job;
 * the HTTP server closes when its last response is sent; only then queues, Redis and the database pool close.
 * Past the grace period the process exits anyway, before the orchestrator's SIGKILL.
 */
export function closeGracefullyOnSignal(app: INestApplicationContext, options: GracefulShutdownOptions): void {
  const { server, graceMs, log = () => undefined } = options;
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  server?.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (draining) response.setHeader('Connection', 'close');
    // A response whose headers went out before the drain (an event stream) leaves its connection idle: end it.
    response.once('finish', () => draining && setImmediate(() => server.closeIdleConnections()));
  });

  const shutDown = async (signal: NodeJS.Signals): Promise<void> => {
    if (draining) return;
    draining = true;
    log(`${signal}: shutting down within ${graceMs} ms`);
    setTimeout(() => {
      log(`shutdown took longer than ${graceMs} ms: exiting with work unfinished`);
      process.exit(GRACE_EXCEEDED_EXIT_CODE);
    }, graceMs).unref();
    if (server) stopAccepting(server, inFlight);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (received) => void shutDown(received));
}

function stopAccepting(server: Server, inFlight: Set<ServerResponse>): void {
  for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Nest's own dispose closes the server again; that second close must wait for this one (the responses in
  // flight), or the database would close under them.
  server.close = ((callback?: (error?: Error) => void) => {
    void closed.then(() => callback?.());
    return server;
  }) as Server['close'];
}

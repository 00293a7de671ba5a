import type { Request } from 'express';

/**
 * The client's address as the whole api reads it: Express's `req.ip` under the app's exact `trust proxy` setting
 * (app.factory.ts, `trustExactlyTheProxies`), so only a trusted proxy may name the client through X-Forwarded-For.
 * Kept to 64 characters (the forms store it).
 */
export function clientAddress(request: Request): string {
  return (request.ip ?? request.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

const storage = new AsyncLocalStorage<Request>();

/**
 * Keeps the current request reachable from code that is not handed it (the security log, the audit log), so each
 * audit row carries the request's address and id. Mounted first, before the logger assigns the id: the id is
 * read from the request when a row is written.
 */
export function requestContext() {
  return (request: Request, _response: Response, next: NextFunction) => storage.run(request, next);
}

export function currentRequest(): (Request & { id?: unknown }) | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | null {
  const id = currentRequest()?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : null;
}

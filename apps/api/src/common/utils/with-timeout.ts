export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Settles with `promise` or rejects after `ms`. For calls to Redis and PostgreSQL on paths that must answer
 * quickly even when the service hangs rather than refuses (a stopped process keeps its sockets open).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

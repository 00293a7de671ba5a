/**
 * True when an error means the database cannot be reached right now (stopped, restarting, connection cut), not
 * that a query was wrong: such a request gets a 503 SERVICE_UNAVAILABLE the client may retry, never a 500 (R7).
 * The pool drops broken connections and opens new ones once the server is back, so the api heals by itself.
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets: nothing listens, or the connection died.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  // PostgreSQL: connection exceptions (class 08) and operator intervention (57P01–57P03: shutting down, crash
  // recovery, starting up).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    const next = current as { driverError?: unknown; cause?: unknown };
    current = next.driverError ?? next.cause;
  }
  return false;
}

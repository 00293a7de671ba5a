import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config';

const LOCALHOST = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The stream is a GET, which the global origin guard lets through; SECURITY S22 wants its origin checked all the
 * same: a page of another site must not hold a user's stream open.
 */
export function isCrossSiteStream(request: Request, config: AppConfig): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const trusted = config.auth.trustedOrigins.includes(origin) || (config.nodeEnv !== 'production' && LOCALHOST.test(origin));
  return !trusted;
}

/** The stream's resume point: the Last-Event-ID header (EventSource's reconnect) or the query of a new one. */
export function lastEventIdOf(request: Request): number | null {
  const header = request.headers['last-event-id'];
  const query = request.query['lastEventId'];
  const raw = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

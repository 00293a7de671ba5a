import type { RequestHandler } from 'express';

/** Answers about one person: their account, sign-in and session, saved cards, addresses, orders. */
const PERSONAL = /^\/api\/(account|auth)(\/|$)/;

/**
 * Account responses must never be kept by a browser's or a proxy's cache (issue 13, finding 7; ASVS 14.3.2):
 * `Cache-Control: no-store` on every answer under /api/account and /api/auth, set before the handler runs so
 * errors carry it too. A handler's own stricter header still wins.
 */
export function noStoreForAccounts(): RequestHandler {
  return (request, response, next) => {
    if (PERSONAL.test(request.path)) response.setHeader('Cache-Control', 'no-store');
    next();
  };
}

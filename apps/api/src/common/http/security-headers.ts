import type { RequestHandler } from 'express';
import helmet from 'helmet';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * SECURITY S15: HSTS, nosniff, Referrer-Policy and a CSP that lets an api answer run nothing and be framed
 * nowhere. The OpenAPI UI (development only) is a page with its own scripts and styles, so it gets helmet's
 * page defaults instead.
 */
export function securityHeaders(): RequestHandler {
  const shared = {
    hsts: { maxAge: ONE_YEAR_S, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' as const },
    crossOriginResourcePolicy: { policy: 'same-site' as const },
  };
  const api = helmet({
    ...shared,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], objectSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  const docs = helmet(shared);
  return (request, response, next) =>
    (request.path.startsWith('/api/docs') ? docs : api)(request, response, next);
}

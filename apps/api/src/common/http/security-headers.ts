import type { RequestHandler } from 'express';
import helmet from 'helmet';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * SECURITY S15: HSTS, nosniff, Referrer-Policy and a CSP that lets an api answer run nothing and be framed
 * nowhere. The OpenAPI UI (development only) is a page with its own scripts and styles, so it gets helmet's
 * page defaults instead.
 */
const SHARED = {
  hsts: { maxAge: ONE_YEAR_S, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' as const },
  crossOriginResourcePolicy: { policy: 'same-site' as const },
};

/** The headers of every api answer (helmet with the api's CSP); works on a bare Node request and response too. */
export function apiSecurityHeaders() {
  return helmet({
    ...SHARED,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], objectSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
}

/**
 * The same headers as a flat `[name, value, …]` list for `writeHead`: helmet's answer is the same on every answer
 * (no nonce), so a path that writes its own head (the shop's list) reads it once instead of running helmet each time.
 */
export function apiSecurityHeaderList(): string[] {
  const list: string[] = [];
  const response = { setHeader: (name: string, value: unknown) => list.push(name, String(value)), removeHeader: () => undefined };
  apiSecurityHeaders()({} as never, response as never, () => undefined);
  return list;
}

export function securityHeaders(): RequestHandler {
  const api = apiSecurityHeaders();
  const docs = helmet(SHARED);
  return (request, response, next) =>
    (request.path.startsWith('/api/docs') ? docs : api)(request, response, next);
}

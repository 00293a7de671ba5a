import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { pino, type DestinationStream } from 'pino';
import { maskCardNumbers } from '../common/security/mask-card-numbers';
import type { AppConfig } from './app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: a well-formed `X-Request-Id` it brought, else a new one. */
export function requestIdFrom(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The request's id (requestIdFrom), echoed on the response. */
export function requestIdOf(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdFrom(request);
  response.setHeader('X-Request-Id', id);
  return id;
}

/** Requests not worth a line each: the health probe (polled by monitors and the admin panel) and static media. */
const QUIET_PATHS = /^\/api\/(health(\?|$)|media\/)/;

type LoggedRequest = IncomingMessage & { user?: { id?: string } };

const userIdOf = (request: IncomingMessage) => (request as LoggedRequest).user?.id;

/** `GET /api/products?page=2 200 12 ms user 42`: what a developer scans the log for, card numbers masked. */
function requestLine(request: IncomingMessage, response: ServerResponse, responseTime: number): string {
  const user = userIdOf(request);
  const url = maskCardNumbers(request.url ?? '');
  return `${request.method} ${url} ${response.statusCode} ${responseTime} ms${user ? ` user ${user}` : ''}`;
}

/**
 * `LOG_FORMAT=pretty` (development's default): one short line per entry through pino-pretty, the request objects
 * left out. It runs in a worker thread of pino's, so the request path pays nothing for the formatting.
 */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,reqId,context,userId',
    messageFormat: '{if context}{context}: {end}{msg}',
  },
};

/**
 * JSON lines in UTC with a request id per request (taken from a well-formed `X-Request-Id`, else generated, and
 * echoed back), or readable lines (`LOG_FORMAT`). Credentials never reach the log: auth and cookie headers are
 * redacted, bodies are not logged.
 */
export function loggerParams(config: AppConfig): Params {
  const pretty = config.logFormat === 'pretty';
  return {
    // Express 5 route syntax; nestjs-pino's default ('*') makes Nest warn and convert it on every start.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // What a request line needs and nothing more: no headers (so no cookie or credential can reach the log, and
      // none is serialised per request), no body, no query object; a card number typed into the URL is masked
      // (SECURITY S20, S21).
      serializers: {
        req: (req: { id?: unknown; method?: string; url?: string }) => ({ id: req.id, method: req.method, url: req.url && maskCardNumbers(req.url) }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      genReqId: requestIdOf,
      // Evaluated again when the response ends, by when the access guard has identified the user.
      customProps: (request: IncomingMessage) => {
        const userId = userIdOf(request);
        return userId ? { userId } : {};
      },
      autoLogging: { ignore: (request: IncomingMessage) => QUIET_PATHS.test(request.url ?? '') },
      ...(pretty
        ? {
            transport: PRETTY_TRANSPORT,
            customSuccessMessage: requestLine,
            // pino-http passes the response time as a fourth argument, which its types leave out.
            customErrorMessage: ((request: IncomingMessage, response: ServerResponse, _error: Error, responseTime: number) =>
              requestLine(request, response, responseTime)) as unknown as Options['customErrorMessage'],
          }
        : {}),
    },
  };
}

/**
 * JSON lines go to stdout through an asynchronous destination (written in 4 kB batches off the request path;
 * pino flushes it when the process exits), so a request pays for its line's formatting only.
 */
export function loggerDestination(config: AppConfig): DestinationStream | undefined {
  if (config.logFormat === 'pretty' || config.logLevel === 'silent') return undefined;
  return pino.destination({ dest: 1, sync: false, minLength: 4096 });
}

/** `loggerParams` with its destination, as the app module gives them to nestjs-pino. */
export function loggerModuleParams(config: AppConfig): Params {
  const params = loggerParams(config);
  const destination = loggerDestination(config);
  return destination ? { ...params, pinoHttp: [params.pinoHttp as Options, destination] } : params;
}

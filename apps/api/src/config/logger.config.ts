import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { maskCardNumbers } from '../common/security/mask-card-numbers';
import type { AppConfig } from './app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * JSON lines in UTC with a request id per request (taken from a well-formed `X-Request-Id`, else generated, and
 * echoed back). Credentials never reach the log: auth and cookie headers are redacted, bodies are not logged.
 */
export function loggerParams(config: AppConfig): Params {
  return {
    // Express 5 route syntax; nestjs-pino's default ('*') makes Nest warn and convert it on every start.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // A card number typed into a query string never reaches the log (SECURITY S20, S21).
      serializers: { req: (req: { url?: string }) => ({ ...req, url: req.url && maskCardNumbers(req.url), query: undefined }) },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const incoming = request.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
      ...(config.nodeEnv === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
        : {}),
    },
  };
}

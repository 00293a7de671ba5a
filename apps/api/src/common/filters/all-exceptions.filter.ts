import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ApiErrorBody, ErrorCode } from '@harman/contracts';
import type { Response } from 'express';
import { AppError } from '../errors/app-error';
import { isDatabaseUnavailable } from '../errors/database-unavailable';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const MESSAGE_BY_STATUS: Partial<Record<number, string>> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  413: 'Payload too large',
  429: 'Too many requests',
  503: 'Service unavailable',
};

const INTERNAL: ApiErrorBody = { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' };

/**
 * The one place that turns any error into the api's error body. Nothing internal (stack, SQL, driver text) reaches
 * the client: unknown errors become a generic 500 and are logged with their stack.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error({ err: describeForLog(exception) }, 'Request failed');
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const retryAfter = body.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && !response.getHeader('Retry-After')) response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof AppError) {
    const { statusCode, code, message, fields, details } = exception;
    return { statusCode, code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) };
  }
  // The database is down or restarting: a clear 503 the client may retry, not a 500 (R7).
  if (isDatabaseUnavailable(exception)) return fromStatus(HttpStatus.SERVICE_UNAVAILABLE);
  const status = exception instanceof HttpException ? exception.getStatus() : bodyParserStatus(exception);
  if (status === undefined || status >= 500) {
    return status === HttpStatus.SERVICE_UNAVAILABLE ? fromStatus(status) : INTERNAL;
  }
  // Nest's own 400s come from unreadable requests (malformed JSON, bad percent-encoding): a validation failure
  // to the client, with no parser text echoed back.
  if (status === HttpStatus.BAD_REQUEST) {
    return { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Malformed request' };
  }
  return fromStatus(status);
}

function fromStatus(status: number): ApiErrorBody {
  return {
    statusCode: status,
    code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
    message: MESSAGE_BY_STATUS[status] ?? (status >= 500 ? INTERNAL.message : 'Bad request'),
  };
}

/** body-parser raises http-errors (`entity.parse.failed`, `entity.too.large`, …) with a 4xx `status`. */
function bodyParserStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, type } = exception as { status?: unknown; type?: unknown };
  return typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * What the log keeps of an unexpected error: its type, message, code and stack, never a failed query's parameters
 * (they may hold addresses, payloads or token hashes).
 */
export function describeForLog(exception: unknown): Record<string, unknown> {
  if (!(exception instanceof Error)) return { type: typeof exception, message: String(exception) };
  const { code, driverError } = exception as { code?: unknown; driverError?: { code?: unknown } };
  return { type: exception.name, message: exception.message, code: code ?? driverError?.code, stack: exception.stack };
}

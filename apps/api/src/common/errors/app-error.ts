import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@harman/contracts';

export type ErrorFields = Record<string, string[]>;
/** Numbers the client shows with the message (e.g. `retryAfterSeconds`); never anything secret. */
export type ErrorDetails = Record<string, string | number | boolean>;

/**
 * A failure the client should see as `{ statusCode, code, message, fields? }`. Domain code throws these (or a
 * subclass); the global filter is the only place that turns them into HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: ErrorFields,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends AppError {
  constructor(fields: ErrorFields, message = 'Validation failed') {
    super(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, fields);
  }
}

export class NotFoundError extends AppError {
  constructor(code: ErrorCode = 'NOT_FOUND', message = 'Not found') {
    super(HttpStatus.NOT_FOUND, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized') {
    super(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', message);
  }
}

// zod/mini: on the first load of every page (see language.ts).
import * as z from 'zod/mini';
import { ACCOUNT_ERROR_CODES } from './account-errors';
import { ORDER_ERROR_CODES } from './orders';
import { ADMIN_ERROR_CODES } from './admin/admin-errors';

/** Stable error codes: the api sends them, the front ends translate them (`errors.<code>`). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'REMOTE_NOT_FOUND',
  'RELEASE_NOT_FOUND',
  'NO_PREVIOUS_RELEASE',
  'NO_CANARY',
  'NO_ACTIVE_RELEASE',
  'RELEASE_IS_ACTIVE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'INVALID_TOKEN',
  ...ACCOUNT_ERROR_CODES,
  ...ORDER_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every api error body: `{ statusCode, code, message, fields? }`. */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Numbers a client shows with the message, e.g. `{ retryAfterSeconds }` of a locked sign-in. */
  details: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Codes the front ends' api client produces itself, when there is no api answer to read a code from. */
export const CLIENT_ERROR_CODES = ['NETWORK', 'TIMEOUT', 'INVALID_RESPONSE', 'UNKNOWN'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

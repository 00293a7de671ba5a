import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AppError } from '../../errors/app-error';

/** The public forms' answer to too many requests or submissions; the storefront shows its own text for the code. */
export const FORM_LIMIT_MESSAGE = 'Submission limit reached. Please try again later.';

/**
 * `@nestjs/throttler`'s guard with the form endpoints' settings (FormThrottleModule), answering in the api's error
 * format: 429 `{ code: 'RATE_LIMITED', message }` like the forms' own limit, with the `Retry-After` (seconds) the
 * guard has set. Put it first on a public form endpoint, before the anti-forgery check and any body or file work.
 */
@Injectable()
export class FormThrottleGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new AppError(429, 'RATE_LIMITED', FORM_LIMIT_MESSAGE);
  }
}

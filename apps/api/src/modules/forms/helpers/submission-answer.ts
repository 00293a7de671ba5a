import type { FormSubmissionResponse } from '@harman/contracts';
import type { Response } from 'express';
import { AppError } from '../../../common/errors/app-error';
import { FORM_LIMIT_MESSAGE } from '../../../common/http/form-throttle/form-throttle.guard';
import type { SubmitResult } from '../form-submissions.service';

/** The accepted submission's body, or the spec's limit message as a 429 with `Retry-After` (whole seconds). */
export function submissionAnswer(result: SubmitResult, response: Response): FormSubmissionResponse {
  if (result.accepted) return result.response;
  response.setHeader('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
  throw new AppError(429, 'RATE_LIMITED', FORM_LIMIT_MESSAGE);
}

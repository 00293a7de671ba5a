import { Injectable } from '@nestjs/common';
import type { FormAllowance, FormKind } from '@harman/contracts';
import { assertAddressLimit, type AddressLimit } from '../../../common/rate-limit/address-limit';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter';
import { FormRateLimiter } from './form-rate-limiter.service';

/**
 * Look-ups of an allowance per address and minute: far more than a visitor's page loads, few enough that nobody
 * polls the limit store in a loop. Counted apart from the submissions, which it never touches.
 */
export const FORM_ALLOWANCE_CHECKS_PER_ADDRESS: AddressLimit = { scope: 'form-allowance', limit: 60, windowSeconds: 60 };

/**
 * What a form's caller may still send this hour, for the warning a form shows as it loads (spec §9: fewer than 3
 * left). By address only; reading it uses no submission.
 */
@Injectable()
export class FormAllowanceService {
  constructor(
    private readonly limits: FormRateLimiter,
    private readonly checks: RateLimiter,
  ) {}

  async forAddress(form: FormKind, ip: string): Promise<FormAllowance> {
    await assertAddressLimit(this.checks, ip, FORM_ALLOWANCE_CHECKS_PER_ADDRESS);
    const { remaining, retryAfterMs } = await this.limits.allowance(form, ip);
    // Whole seconds, rounded up as the submissions' Retry-After is.
    return { limited: remaining === 0, remaining, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  }
}

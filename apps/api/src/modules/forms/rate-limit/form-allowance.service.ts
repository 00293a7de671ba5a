import { Injectable } from '@nestjs/common';
import type { FormAllowance, FormKind } from '@harman/contracts';
import { FormRateLimiter } from './form-rate-limiter.service';

/**
 * What a form's caller may still send this hour, for the warning a form shows as it loads (spec §9: fewer than 3
 * left). By address only; reading it uses no submission. How often an address may ask is the form endpoints'
 * burst guard's business (FormThrottleGuard on the controller), so nobody polls the limit store in a loop.
 */
@Injectable()
export class FormAllowanceService {
  constructor(private readonly limits: FormRateLimiter) {}

  async forAddress(form: FormKind, ip: string): Promise<FormAllowance> {
    const { remaining, retryAfterMs } = await this.limits.allowance(form, ip);
    // Whole seconds, rounded up as the submissions' Retry-After is.
    return { limited: remaining === 0, remaining, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  }
}

import { Injectable } from '@nestjs/common';

/**
 * The time every expiry, lockout and timeout is measured with. Code that depends on time asks this clock (and
 * passes its value to SQL instead of `now()`), so tests move time forward by stubbing `now` rather than waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Seconds since the epoch, as JWT and TOTP count time. */
  nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}

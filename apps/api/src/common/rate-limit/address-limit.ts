import { AppError } from '../errors/app-error';
import type { RateLimiter } from './rate-limiter';

export interface AddressLimit {
  /** Names the counter: `<scope>-ip:<address>`. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

/**
 * One more request from this address under a fixed-window limit, else 429 `RATE_LIMITED` with `retryAfterSeconds`
 * (the client shows the wait). For writes anyone can repeat cheaply: newsletter sign-ups, reviews.
 */
export async function assertAddressLimit(limiter: RateLimiter, ip: string | null | undefined, { scope, limit, windowSeconds }: AddressLimit): Promise<void> {
  const result = await limiter.hit(`${scope}-ip:${ip ?? 'unknown'}`, limit, windowSeconds);
  if (!result.allowed) throw new AppError(429, 'RATE_LIMITED', 'Too many requests', undefined, { retryAfterSeconds: result.retryAfterSeconds });
}

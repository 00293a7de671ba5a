import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { containsCardNumber } from '@harman/contracts';
import type { Request } from 'express';
import { AppError } from '../../../common/errors/app-error';
import { SecurityLog } from '../../../common/security/security-log';

/** The only route where a card number may arrive: the development payment provider's tokenize call. */
export const CARD_DATA_ALLOWED_PATHS = new Set(['/api/payment-provider/dev/tokens']);
const MAX_NODES = 20_000;

/**
 * Card numbers never reach our storage or logs (SECURITY S20): any string in the body or query that holds a
 * Luhn-valid 13–19 digit card-like run is refused, before validation or logging can see it, except on the
 * provider's tokenize route. The value itself is never echoed or logged.
 */
@Injectable()
export class CardDataGuard implements CanActivate {
  constructor(private readonly securityLog: SecurityLog) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (CARD_DATA_ALLOWED_PATHS.has(request.path)) return true;
    if (!holdsCardNumber(request.body) && !holdsCardNumber(request.query)) return true;
    this.securityLog.record('card_data_rejected', { outcome: 'blocked', ip: request.ip, route: `${request.method} ${request.path}` });
    throw new AppError(400, 'CARD_DATA_NOT_ALLOWED', 'Card numbers are not accepted here');
  }
}

/** Walks any parsed JSON (iteratively: a 10,000-deep body cannot overflow the stack). */
export function holdsCardNumber(value: unknown): boolean {
  const stack: unknown[] = [value];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen += 1) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (node.length >= 13 && containsCardNumber(node)) return true;
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        stack.push(key, child);
      }
    }
  }
  return false;
}

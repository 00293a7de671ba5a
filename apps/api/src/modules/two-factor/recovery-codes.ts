import { AUTH_LIMITS } from '@harman/contracts';
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `XXXXX-XXXXX` in base32: 50 random bits each, typed easily, hashed with a server key before storing. */
export function newRecoveryCodes(count: number = AUTH_LIMITS.recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

import { createHash, randomBytes } from 'node:crypto';

export interface SecureToken {
  /** Goes into the link and nowhere else. */
  raw: string;
  /** What the database keeps. */
  hash: string;
}

/** 32 random bytes (256 bits), base64url: the length `newsletterTokenSchema` and future link tokens expect. */
export function createSecureToken(): SecureToken {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashSecureToken(raw) };
}

/** SHA-256, hex. A plain hash is enough: the token itself is high-entropy, so there is nothing to brute-force. */
export function hashSecureToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

import { newsletterTokenSchema } from '@harman/contracts';
import { createSecureToken, hashSecureToken } from './secure-token';

describe('createSecureToken', () => {
  it('makes 32-byte base64url tokens that the contracts accept, and keeps only their hash', () => {
    const token = createSecureToken();
    expect(Buffer.from(token.raw, 'base64url')).toHaveLength(32);
    expect(newsletterTokenSchema.safeParse({ token: token.raw }).success).toBe(true);
    expect(token.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.hash).toBe(hashSecureToken(token.raw));
    expect(token.hash).not.toContain(token.raw);
  });

  it('never repeats', () => {
    const raws = new Set(Array.from({ length: 1000 }, () => createSecureToken().raw));
    expect(raws.size).toBe(1000);
  });
});

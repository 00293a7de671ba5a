import { matchTotpStep, newTotpSecret, totpCodeAt } from './totp';

describe('TOTP (RFC 6238)', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2025, 6, 15, 12, 0, 10);
  const step = Math.floor(now / 30_000);

  it('accepts the current step and one either side, not two', () => {
    expect(matchTotpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 60_000), now)).toBeNull();
  });

  it('matches the RFC 6238 SHA-1 test vector', () => {
    // Key "12345678901234567890" in base32; T = 59 s gives 94287082 (8 digits) → 287082 with 6 digits.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('makes 160-bit seeds that differ', () => {
    const other = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(other).not.toBe(secret);
  });
});

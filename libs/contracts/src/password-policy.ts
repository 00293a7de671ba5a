/**
 * Password strength as the spec scores it (0–5), shared by the strength meter and the api, so the meter can
 * never promise what the api refuses. One point each for: ≥ 8 characters, ≥ 12 characters, an upper-case
 * letter, a lower-case letter, a digit, a character that is neither letter nor digit; capped at 5.
 * Letters are Unicode letters (Turkish 'Ş' counts as upper case), and nothing is trimmed or case-folded.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases (ASVS 6.2.9 asks for ≥ 64), short enough to bound the argon2 input. */
export const PASSWORD_MAX_LENGTH = 128;
/** Login accepts anything from 6 characters (spec); older or imported passwords may be shorter than 8. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const LOGIN_PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_STRENGTH = 3;

export const hasUpperCase = (value: string) => /\p{Lu}/u.test(value);
export const hasLowerCase = (value: string) => /\p{Ll}/u.test(value);
export const hasDigit = (value: string) => /\p{Nd}/u.test(value);
export const hasSymbol = (value: string) => /[^\p{L}\p{N}]/u.test(value);

/** Counts code points, not UTF-16 units: an emoji is one character. */
export const passwordLength = (value: string) => Array.from(value).length;

export function passwordStrength(value: string): number {
  const length = passwordLength(value);
  const points = [
    length >= 8,
    length >= 12,
    hasUpperCase(value),
    hasLowerCase(value),
    hasDigit(value),
    hasSymbol(value),
  ].filter(Boolean).length;
  return Math.min(points, 5);
}

export const PASSWORD_STRENGTH_LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/** Meter label of a score: Çok zayıf (0–1), Zayıf (2), Orta (3), İyi (4), Güçlü (5). */
export function passwordStrengthLevel(score: number): PasswordStrengthLevel {
  return PASSWORD_STRENGTH_LEVELS[Math.max(0, Math.min(score, 5) - 1)] ?? 'veryWeak';
}

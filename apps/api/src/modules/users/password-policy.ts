import { ValidationFailedError } from '../../common/errors/app-error';
import { isCommonPassword } from './common-passwords';

/**
 * The server-only part of the password rules (the shared zod schema has already checked length, composition and
 * strength): no common password and nothing built on the account's own address or name. Refused as a field
 * error, so the form keeps everything else the customer typed.
 */
export function assertUncommonPassword(
  password: string,
  field: string,
  account: { email: string; fullName?: string | null },
): void {
  const context = [account.email.split('@')[0], ...(account.fullName ?? '').split(/\s+/)].filter(Boolean);
  if (isCommonPassword(password, context)) throw new ValidationFailedError({ [field]: ['passwordCommon'] });
}

import type { TFunction } from 'i18next';

/** A zod result's issues as `{ 'variants.0.price': 'invalidPrice' }` (the first per path). */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The translated text of a validation key (the schemas' messages are keys of `panel:validation`). */
export function validationText(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return t(`validation.${key}`, { defaultValue: t('validation.invalid') });
}

import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the api's field messages (the same keys the shared schema uses) on the form's fields, so a refusal the
 * browser could not foresee (e.g. a common password) shows where it belongs and nothing typed is lost.
 * Answers whether any field matched.
 */
export function applyServerFields<T extends FieldValues>(
  fields: Record<string, string[]> | undefined,
  setError: UseFormSetError<T>,
  known: readonly FieldPath<T>[],
): boolean {
  let matched = false;
  for (const [name, messages] of Object.entries(fields ?? {})) {
    if (!(known as readonly string[]).includes(name) || !messages[0]) continue;
    setError(name as FieldPath<T>, { type: 'server', message: messages[0] }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}

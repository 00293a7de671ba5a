import type { SelectOption } from '@harman/ui';

/** Select options for an enumeration of the contracts, labelled by translation keys under `prefix`. */
export function choiceOptions(values: readonly string[], prefix: string, t: (key: string) => string): SelectOption[] {
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

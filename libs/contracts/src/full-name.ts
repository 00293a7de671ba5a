/**
 * How a customer's one stored full name meets the profile's two fields. Schema-free, so a first screen that only
 * greets the customer (the dashboard) does not load the profile's schemas.
 */

/** Splits the stored full name for the form: the first word, then the rest (nothing is lost). */
export function splitFullName(fullName: string | null): { firstName: string; lastName: string } {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** The full name stored for the profile's two fields. */
export function joinFullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return `${firstName} ${lastName}`.trim();
}

import type { ResponseSchema } from '@harman/api-client';
import { takeEarlyData } from '@harman/platform';

/**
 * The answer of an api read the shell's early script started for this page (ROUTE_DATA), read as the page's own
 * call reads it; an error answer or anything unexpected asks again through `ask`, whose errors the page knows.
 * Undefined if the script did not start it (an older shell, a visit by a link inside the site).
 */
export function takeEarlyRead<T>(url: string, schema: ResponseSchema<T>, ask: () => Promise<T>): Promise<T> | undefined {
  return takeEarlyData(url)
    ?.then(async (response) => {
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success) throw new Error('unexpected answer');
      return parsed.data;
    })
    .catch(() => ask());
}

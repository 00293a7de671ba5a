/**
 * Polls `probe` until it returns a value other than `undefined`/`false`, or fails after `timeoutMs` with the
 * description. For state that changes outside the request (queue jobs, outbox rows), instead of sleeping.
 */
export async function waitUntil<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  description: string,
  { timeoutMs = 10_000, intervalMs = 25 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

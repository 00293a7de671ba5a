/**
 * SMTP 5xx replies are permanent (unknown mailbox, rejected content): retrying only repeats the bounce.
 * 4xx replies and network failures (refused, reset, timed out) are worth retrying with back-off.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** A short description for the outbox row: the SMTP reply or error code, never the message body. */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  const prefix = responseCode ?? code;
  return `${prefix ? `${prefix} ` : ''}${error.message}`.slice(0, 500);
}

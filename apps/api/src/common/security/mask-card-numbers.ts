import { cardDigits, luhnValid } from '@harman/contracts';

/**
 * Replaces card-like digit runs (Luhn-valid, 13–19 digits, spaces or dashes allowed) with a mask, for text that
 * is about to be logged: a card number typed into a search box must not land in the request log (PCI DSS 3.3,
 * SECURITY S21). Percent-encoded separators (%20, %2D) count as separators.
 */
export function maskCardNumbers(text: string): string {
  return text.replace(/(?<!\d)\d(?:(?:[ -]|%20|%2[dD])?\d){12,18}(?!\d)/g, (run) =>
    luhnValid(cardDigits(run.replace(/%20|%2[dD]/g, ''))) ? '[card number removed]' : run,
  );
}

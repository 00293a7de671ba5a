import { CART_BADGE_CAP } from '@harman/contracts';

/** The header badge text: the count, or '99+' above the cap. */
export function formatBadgeCount(count: number): string {
  if (count > CART_BADGE_CAP) return `${CART_BADGE_CAP}+`;
  return String(Math.max(0, Math.floor(count) || 0));
}

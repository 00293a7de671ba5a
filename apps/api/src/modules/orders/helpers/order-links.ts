import { pathInLanguage, type Language } from '@harman/contracts';
import type { GuestOrderTokens } from '../guest-order-token';

/**
 * The order's page as its mails link it: the customer's own page, or a guest's signed link. Always on
 * APP_BASE_URL and in the order's language (English pages live under '/en/': `pathInLanguage` knows the prefix).
 */
export function orderPageUrl(
  appBaseUrl: string,
  guestTokens: GuestOrderTokens,
  order: { id: string; userId: string | null; language: Language },
): string {
  const path = order.userId ? `/dashboard/orders/${order.id}` : `/orders/view/${guestTokens.sign(order.id)}`;
  return `${appBaseUrl}${pathInLanguage(path, order.language)}`;
}

import {
  CONSUMER_ARBITRATION_LIMIT_TL,
  CONTACT_DETAILS,
  DATA_REQUEST_RESPONSE_DAYS,
  DELIVERY_BUSINESS_DAYS,
  MINIMUM_ACCOUNT_AGE,
  ORDER_PREPARATION_BUSINESS_DAYS,
  REFUND_PERIOD_BUSINESS_DAYS,
  RETURN_PERIOD_DAYS,
  type Language,
  type SitePricing,
} from '@harman/contracts';
import { formatPrice } from '@harman/i18n';

/**
 * The policy figures, formatted for the page's language: shipping from the rules staff set (`useSitePricing`), the
 * rest from the contracts' constants the api enforces.
 */
export function policyValues(language: Language, pricing: SitePricing) {
  return {
    freeShipping: formatPrice(pricing.freeShippingThreshold, language, { decimals: 0 }),
    shippingFee: formatPrice(pricing.shippingFee, language),
    returnDays: RETURN_PERIOD_DAYS,
    refundDays: REFUND_PERIOD_BUSINESS_DAYS,
    preparationDays: ORDER_PREPARATION_BUSINESS_DAYS,
    deliveryDays: DELIVERY_BUSINESS_DAYS,
    arbitrationLimit: formatPrice(CONSUMER_ARBITRATION_LIMIT_TL * 100, language, { decimals: 0 }),
    dataRequestDays: DATA_REQUEST_RESPONSE_DAYS,
    minimumAge: MINIMUM_ACCOUNT_AGE,
    email: CONTACT_DETAILS.email,
  };
}

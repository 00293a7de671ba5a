import {
  CONSUMER_ARBITRATION_LIMIT_TL,
  CONTACT_DETAILS,
  DATA_REQUEST_RESPONSE_DAYS,
  DELIVERY_BUSINESS_DAYS,
  FREE_SHIPPING_THRESHOLD_KURUS,
  MINIMUM_ACCOUNT_AGE,
  ORDER_PREPARATION_BUSINESS_DAYS,
  REFUND_PERIOD_BUSINESS_DAYS,
  RETURN_PERIOD_DAYS,
  SHIPPING_FEE_KURUS,
  type Language,
} from '@harman/contracts';
import { formatPrice } from '@harman/i18n';

/** The policy figures, from the one source the cart and the api use, formatted for the page's language. */
export function policyValues(language: Language) {
  return {
    freeShipping: formatPrice(FREE_SHIPPING_THRESHOLD_KURUS, language, { decimals: 0 }),
    shippingFee: formatPrice(SHIPPING_FEE_KURUS, language),
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

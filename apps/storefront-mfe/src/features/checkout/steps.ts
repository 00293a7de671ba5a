// The steps after the cart, one chunk (lazy-steps.tsx).
export { AddressStep } from './address-step';
export { DeliveryStep } from './delivery-step';
export { PaymentStep } from './payment-step';
export { ReviewStep } from './review-step';

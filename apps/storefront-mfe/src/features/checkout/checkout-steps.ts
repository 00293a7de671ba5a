/**
 * The checkout's steps and which one a shopper may see. Each step lives in the URL (`/checkout?step=…`), so
 * back, forward and a reload keep it; a step whose earlier steps are not done yet sends the shopper to the
 * first unfinished one instead of showing a half-filled page.
 */
export const CHECKOUT_STEPS = ['cart', 'shipping', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What a step needs from the ones before it (read from the draft, see checkout-draft.ts). */
export interface StepProgress {
  /** The address step is done: a saved address chosen, or a new one typed (and, for a guest, the e-mail). */
  hasAddress: boolean;
  hasDelivery: boolean;
  hasPayment: boolean;
}

export function parseStep(value: string | null): CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value ?? '') ? (value as CheckoutStep) : 'cart';
}

/** The step to show for the one asked for: itself when every earlier step is done, else the first one that is not. */
export function allowedStep(requested: CheckoutStep, progress: StepProgress): CheckoutStep {
  const index = CHECKOUT_STEPS.indexOf(requested);
  if (index >= CHECKOUT_STEPS.indexOf('delivery') && !progress.hasAddress) return 'shipping';
  if (index >= CHECKOUT_STEPS.indexOf('payment') && !progress.hasDelivery) return 'delivery';
  if (index >= CHECKOUT_STEPS.indexOf('review') && !progress.hasPayment) return 'payment';
  return requested;
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)];
}

export function previousStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.max(CHECKOUT_STEPS.indexOf(step) - 1, 0)];
}

/** The address of a step: the cart step is plain `/checkout` (as the cart page's button and older links expect). */
export function stepPath(step: CheckoutStep): string {
  return step === 'cart' ? '/checkout' : `/checkout?step=${step}`;
}

export const confirmationPath = (orderNumber: string) => `/checkout/confirmation/${encodeURIComponent(orderNumber)}`;

import { lazy } from 'react';

/**
 * The steps after the cart, with their forms (react-hook-form and the checkout's classic zod schemas), as one
 * chunk: /checkout opens on the cart, which needs none of it. `preloadSteps` asks for it once the cart is on
 * screen, so 'Devam Et' finds it there; a direct visit to a later step waits for it behind a spinner.
 */
const loadSteps = () => import(/* webpackChunkName: "checkout-steps" */ './steps');

export const AddressStep = lazy(async () => ({ default: (await loadSteps()).AddressStep }));
export const DeliveryStep = lazy(async () => ({ default: (await loadSteps()).DeliveryStep }));
export const PaymentStep = lazy(async () => ({ default: (await loadSteps()).PaymentStep }));
export const ReviewStep = lazy(async () => ({ default: (await loadSteps()).ReviewStep }));

/** Fetches the steps' chunk in the background; a failure is left to the step that needs it (its error screen). */
export function preloadSteps(): void {
  loadSteps().catch(() => undefined);
}

// zod/mini, which the shell shares: the checkout's first screen (the cart) reads the draft, and classic zod
// comes only with the steps' forms (lazy-steps.tsx).
import * as z from 'zod/mini';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@harman/contracts';

/**
 * What the shopper has typed and chosen so far, kept in session storage so that going back a step, a reload or
 * a trip to the sign-in page loses nothing. Never a card number or CVC: the payment step keeps only the
 * provider's token and what it says about the card (brand, last four), and the schema below drops any other key.
 */
export const CHECKOUT_DRAFT_KEY = 'harman.checkout-draft';

const addressFieldsSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  address: z.string(),
  postalCode: z.string(),
});
/** The address as typed (the contract's field names: `city` the il, `state` the ilçe, `address` the street). */
export type DraftAddress = z.infer<typeof addressFieldsSchema>;

const draftSchema = z.object({
  email: z._default(z.string(), ''),
  /** A saved address of a signed-in customer, or null for the typed one. */
  addressId: z._default(z.nullable(z.string()), null),
  address: z._default(z.nullable(addressFieldsSchema), null),
  saveAddress: z._default(z.boolean(), false),
  deliveryMethod: z._default(z.nullable(z.enum(DELIVERY_METHODS)), null),
  paymentMethod: z._default(z.nullable(z.enum(PAYMENT_METHODS)), null),
  savedCardId: z._default(z.nullable(z.string()), null),
  /** The provider's one-time token for a new card, with what it says about the card, for the review. */
  cardToken: z._default(z.nullable(z.string()), null),
  cardLabel: z._default(z.nullable(z.object({ brand: z.string(), last4: z.string() })), null),
  cardName: z._default(z.string(), ''),
  saveCard: z._default(z.boolean(), false),
  /**
   * The stock-holding checkout session made on reaching the payment step, its token (sent as a header), and
   * what it was made for: a changed cart, address or delivery needs a new one.
   */
  session: z._default(z.nullable(z.object({ id: z.string(), token: z.string(), basis: z.string() })), null),
  /** One key per attempt to place this order: a double click or a reload gives the same order. */
  idempotencyKey: z._default(z.nullable(z.string()), null),
});
export type CheckoutDraft = z.infer<typeof draftSchema>;

export const emptyDraft = (): CheckoutDraft => draftSchema.parse({});

export function emptyAddress(fullName = ''): DraftAddress {
  return { fullName, phone: '', city: '', state: '', address: '', postalCode: '' };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or an empty one when there is none or it cannot be read. Unknown keys are dropped. */
export function loadDraft(store: Storage | null = storage()): CheckoutDraft {
  const raw = store?.getItem(CHECKOUT_DRAFT_KEY);
  if (!raw) return emptyDraft();
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(draft: CheckoutDraft, store: Storage | null = storage()): void {
  try {
    // Parsing again strips anything that is not part of the draft (a card number can never slip in).
    store?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draftSchema.parse(draft)));
  } catch {
    // Storage full or blocked: the checkout still works, it just will not survive a reload.
  }
}

export function clearDraft(store: Storage | null = storage()): void {
  try {
    store?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

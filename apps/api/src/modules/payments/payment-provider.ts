import type { CardBrand } from '@harman/contracts';

/** What a payment provider tells us about a tokenised card: never its number or CVC. */
export interface TokenizedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** One charge of a tokenised card. `idempotencyKey` makes a retried charge the same charge at the provider. */
export interface ChargeRequest {
  idempotencyKey: string;
  token: string;
  amountKurus: number;
  /** A saved card's token (reusable), rather than a one-time token from the hosted field. */
  reusable: boolean;
}

/**
 * The provider's answer: `succeeded` (money taken; `reference` identifies the charge), `declined` with the
 * provider's `reason`, or `requires_action`: the card's bank asks for a 3-D Secure step before it decides.
 */
export type ChargeResult =
  | { status: 'succeeded'; reference: string; card: TokenizedCard }
  | { status: 'declined'; reason: string; card: TokenizedCard | null }
  | { status: 'requires_action'; challengeId: string; message: string; card: TokenizedCard };

/**
 * The seam to a payment service provider (PSP). The browser hands the card to the provider (its hosted field);
 * we only ever hold the provider's token and ask the provider what it stands for.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The card behind a token this customer may save, or null for a token the provider does not vouch for. */
  describe(token: string): Promise<TokenizedCard | null>;
  /** Charges a card. Never called while database rows are locked: it is a network call to a third party. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Finishes a 3-D Secure step with the code the shopper typed. */
  confirmChallenge(challengeId: string, code: string): Promise<ChargeResult>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

import type { CardBrand } from '@harman/contracts';

/** What a payment provider tells us about a tokenised card: never its number or CVC. */
export interface TokenizedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * The seam to a payment service provider (PSP). The browser hands the card to the provider (its hosted field);
 * we only ever hold the provider's token and ask the provider what it stands for.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * The card behind a token this customer may save, or null for a token the provider does not vouch for, or one
   * made for another customer (a PSP binds its payment methods to the customer who created them).
   */
  describe(token: string, customerId: string): Promise<TokenizedCard | null>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

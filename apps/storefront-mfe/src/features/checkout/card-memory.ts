import type { CardTokenizeInput } from '@harman/contracts';

/** The new card's fields, kept in memory only (never in storage) so a declined card's form comes back as it was. */
export interface CardMemory {
  values: CardTokenizeInput;
  saveCard: boolean;
}
export const emptyCardMemory = (): CardMemory => ({ values: { cardNumber: '', cardName: '', expiry: '', cvc: '' }, saveCard: false });

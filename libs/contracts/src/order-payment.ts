// zod/mini, like customer-orders.ts: what an order costs and how a bank transfer pays it. Apart from the order
// views, because checkout's answer reads these too and would otherwise build every order schema.
import * as z from 'zod/mini';

/** The amounts of an order, kuruş: total = subtotal + VAT + shipping + payment fee (cash on delivery). */
export const orderAmountsSchema = z.object({
  subtotalKurus: z.int(),
  vatKurus: z.int(),
  /** The VAT rate applied, basis points (100 = 1 %). */
  vatRateBasisPoints: z.int(),
  shippingKurus: z.int(),
  paymentFeeKurus: z.int(),
  totalKurus: z.int(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

/** Where a bank transfer goes, and by when. */
export const bankTransferDetailsSchema = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  /** Write this in the transfer's description. */
  reference: z.string(),
  amountKurus: z.int(),
  payBy: z.iso.datetime(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

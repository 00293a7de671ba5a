import { z } from 'zod';
import { phoneField } from './account';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, LANGUAGES } from './constants';
import { CART_QUOTE_MAX_LINES } from './cart-quote';
import { PROVINCES, provinceOf } from './provinces';
import { bankTransferDetailsSchema, orderAmountsSchema } from './order-payment';
import { DELIVERY_METHODS, PAYMENT_METHODS } from './order-methods';

/**
 * Checkout: the shipping address, the delivery and payment choices, the api's priced answer, and placing the
 * order. The forms and the api validate with these same schemas; messages are keys of the `validation` table.
 * Money is kuruş and always computed by the api from the database and the checkout settings.
 */

// Address ------------------------------------------------------------------------------------------------

const plainText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { message: 'required', abort: true })
    .max(max, { message: 'tooLong', abort: true })
    .regex(/^[^\p{Cc}<>{}]*$/u, 'invalidCharacters');

/** One of the 81 provinces; a saved address's 'istanbul' is read as 'İstanbul'. */
export const provinceField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { message: 'required', abort: true })
  .refine((value) => provinceOf(value) !== null, { message: 'provinceInvalid', abort: true })
  .transform((value) => provinceOf(value) as (typeof PROVINCES)[number]);

/**
 * The shipping address of an order, Turkish fields. Names match the address book (`addressInputSchema`), so a
 * saved address fills it directly: `city` is the il (province), `state` the ilçe (district), `address` the
 * neighbourhood, street and number. Turkish postal codes have five digits.
 */
export const checkoutAddressSchema = z
  .object({
    fullName: plainText(100),
    phone: z.string().trim().min(1, { message: 'required', abort: true }).pipe(phoneField),
    city: provinceField,
    state: plainText(60),
    address: plainText(300),
    postalCode: z
      .string({ error: 'required' })
      .trim()
      .min(1, { message: 'required', abort: true })
      .regex(/^\d{5}$/, 'postalCodeInvalid'),
  })
  .strict();
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

// Delivery and payment methods (order-methods.ts) ---------------------------------------------------------

/** One delivery option as the api prices it for this cart. */
export const deliveryOptionSchema = z.object({
  id: z.enum(DELIVERY_METHODS),
  feeKurus: z.number().int(),
  /** Standard cargo below the threshold: what is still missing for it to be free; 0 otherwise. */
  remainingForFreeKurus: z.number().int(),
  /** Working days, e.g. '1-4'. */
  businessDays: z.string(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const cashOnDeliverySchema = z.object({
  /** True when the address's province is on the allow-list (false until a province is known). */
  available: z.boolean(),
  feeKurus: z.number().int(),
  provinces: z.array(z.string()),
});

// Lines and the priced answer -------------------------------------------------------------------------

const lineKey = (line: { id: string; variant?: string }) => JSON.stringify([line.id, line.variant ?? '']);

/** The cart's lines as the storefront holds them; `price` is what the shopper was shown (only compared). */
export const checkoutItemsSchema = z
  .array(
    z
      .object({
        id: z.string().min(1).max(100),
        variant: z.string().min(1).max(100).optional(),
        quantity: z.number().int().min(CART_MIN_QUANTITY).max(CART_MAX_QUANTITY),
        price: z.number().int().min(0).max(1_000_000_000).optional(),
      })
      .strict(),
  )
  .min(1, 'cartEmpty')
  .max(CART_QUOTE_MAX_LINES)
  .refine((items) => new Set(items.map(lineKey)).size === items.length, 'duplicateLine');
export type CheckoutItems = z.infer<typeof checkoutItemsSchema>;

/**
 * What changed since the cart was filled: `PRICE_CHANGED` (`before`/`after` unit prices), `OUT_OF_STOCK`
 * (`available` units left, maybe 0), `UNAVAILABLE` (the product or option is gone). The review shows them
 * before the order is placed.
 */
export const CHECKOUT_CHANGE_KINDS = ['PRICE_CHANGED', 'OUT_OF_STOCK', 'UNAVAILABLE'] as const;
export const checkoutChangeSchema = z.object({
  kind: z.enum(CHECKOUT_CHANGE_KINDS),
  id: z.string(),
  variant: z.string().nullable(),
  name: z.string().nullable(),
  beforeKurus: z.number().int().nullable(),
  afterKurus: z.number().int().nullable(),
  available: z.number().int().nullable(),
});
export type CheckoutChange = z.infer<typeof checkoutChangeSchema>;

export const checkoutLineSchema = z.object({
  id: z.string(),
  variant: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceKurus: z.number().int(),
  lineTotalKurus: z.number().int(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/**
 * `POST /api/checkout/quote` (delivery and review steps, no stock held): the cart priced by the api. Province,
 * delivery and payment method are optional so each step can ask with what it knows.
 */
export const checkoutQuoteRequestSchema = z
  .object({
    items: checkoutItemsSchema,
    city: provinceField.optional(),
    deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  })
  .strict();
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequestSchema>;

export const checkoutQuoteSchema = z.object({
  /** The lines that can be bought, at today's prices. */
  lines: z.array(checkoutLineSchema),
  changes: z.array(checkoutChangeSchema),
  amounts: orderAmountsSchema,
  deliveryOptions: z.array(deliveryOptionSchema),
  cashOnDelivery: cashOnDeliverySchema,
  deliveryMethod: z.enum(DELIVERY_METHODS),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

// The checkout session: stock held at the payment step --------------------------------------------------

/**
 * `POST /api/checkout/sessions`, sent when the shopper reaches the payment step: holds the stock for
 * `reservationMinutes` (15). A guest gives an e-mail; a signed-in customer's e-mail is the account's.
 * `saveAddress` adds the address to a signed-in customer's address book.
 */
export const createCheckoutSessionSchema = z
  .object({
    items: checkoutItemsSchema,
    email: z.email('emailInvalid').max(255, 'tooLong').optional(),
    address: checkoutAddressSchema,
    deliveryMethod: z.enum(DELIVERY_METHODS),
    language: z.enum(LANGUAGES),
    saveAddress: z.boolean().optional(),
  })
  .strict();
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutSessionSchema>;

/**
 * The checkout session: `checkoutToken` is the secret that lets this browser (guest or customer) read, pay and
 * release it; send it as the `X-Checkout-Token` header. `quote` is what the review shows.
 */
export const checkoutSessionSchema = z.object({
  checkoutId: z.string(),
  checkoutToken: z.string(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['active', 'ordered', 'released']),
  email: z.string(),
  address: checkoutAddressSchema,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  quote: checkoutQuoteSchema,
  /** The order once placed (a reload of the review after placing finds it). */
  orderId: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

// Placing the order --------------------------------------------------------------------------------------

/** A provider token of the development provider (or a PSP's), as `saveCardSchema` takes it. */
const providerTokenField = z.string().regex(/^[A-Za-z0-9._-]{16,1000}$/, 'cardTokenInvalid');

export const paymentInputSchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('card'),
      providerToken: providerTokenField,
      /** Signed-in customers only: keep the card in 'Kayıtlı kartlarım'. */
      saveCard: z.boolean().optional(),
      cardName: z.string().trim().max(100).optional(),
    })
    .strict(),
  z.object({ method: z.literal('saved_card'), cardId: z.uuid() }).strict(),
  z.object({ method: z.literal('bank_transfer') }).strict(),
  z.object({ method: z.literal('cash_on_delivery') }).strict(),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * `POST /api/checkout/sessions/:checkoutId/orders` (header `X-Checkout-Token`). `idempotencyKey`: one per
 * attempt, made by the browser when the review opens (kept across reloads): a double click, a retry after a
 * time-out or a reload with it gives the same order and never a second charge. The same key with another body
 * → 409 IDEMPOTENCY_KEY_REUSED. `expectedTotalKurus`: the total the review showed; if the api's differs the
 * answer is 409 PRICE_CHANGED with the new quote, and nothing is placed.
 */
export const placeOrderSchema = z
  .object({
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotencyKeyInvalid'),
    payment: paymentInputSchema,
    expectedTotalKurus: z.number().int().min(0),
  })
  .strict();
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/**
 * What the payment did. `paid`: done. `pending`: bank transfer, waiting for the money (see `bankTransfer`), or
 * cash on delivery. `requires_action`: the card needs the 3-D Secure step — show the challenge and send its
 * code to `POST /api/checkout/orders/:orderId/3ds`. `failed`: declined (`declineReason`); try another card on
 * the same session (a new idempotency key): the order and its stock wait until the session expires.
 */
export const PAYMENT_OUTCOMES = ['paid', 'pending', 'requires_action', 'failed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];


export const placeOrderResultSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  outcome: z.enum(PAYMENT_OUTCOMES),
  declineReason: z.string().nullable(),
  /** Present when `outcome` is `requires_action`. */
  challenge: z.object({ id: z.string(), message: z.string() }).nullable(),
  bankTransfer: z.nullable(bankTransferDetailsSchema),
  amounts: orderAmountsSchema,
  /** Guests: the signed, expiring token of the order page (`/orders/view/:token`); null for customers. */
  guestAccessToken: z.string().nullable(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

/** `POST /api/checkout/orders/:orderId/3ds` (header `X-Checkout-Token`): the code the 3-D Secure step asked for. */
export const threeDsConfirmSchema = z
  .object({ challengeId: z.string().min(1).max(200), code: z.string().trim().regex(/^\d{4,8}$/, 'codeInvalid') })
  .strict();
export type ThreeDsConfirmInput = z.infer<typeof threeDsConfirmSchema>;

export const CHECKOUT_TOKEN_HEADER = 'x-checkout-token';

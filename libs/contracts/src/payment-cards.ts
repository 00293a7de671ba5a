import { z } from 'zod';

/**
 * Saved cards. The card number and CVC go only to the payment provider's tokenize call (our development
 * provider stands in for a PSP's hosted field); the api stores brand, last four digits, expiry, holder name
 * and the provider's token, and its card routes refuse anything else.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'troy'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_LIMITS = { numberMax: 19, expiryMax: 5, cvcMax: 4, holderMax: 100, savedMax: 10 } as const;

/** Digits only; spaces and dashes, as people type them, are dropped. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Brand by prefix (IIN ranges): Visa 4, Mastercard 51–55 and 2221–2720, Amex 34/37, Troy 9792. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (four >= 2221 && four <= 2720) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^9792/.test(digits)) return 'troy';
  return null;
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** `AA/YY` → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY_PATTERN.exec(value.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

export const formatExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** A card works until the end of its expiry month. */
export function expiryInFuture(month: number, year: number, now = new Date()): boolean {
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const holderName = z
  .string({ error: 'cardNameRequired' })
  .trim()
  .min(1, { message: 'cardNameRequired', abort: true })
  .max(CARD_LIMITS.holderMax, { message: 'tooLong', abort: true })
  .regex(/^[^\p{Cc}<>{}\d]*$/u, 'cardNameInvalid');

export const expiryField = z
  .string({ error: 'expiryRequired' })
  .trim()
  .min(1, { message: 'expiryRequired', abort: true })
  .max(CARD_LIMITS.expiryMax, { message: 'expiryInvalid', abort: true })
  .refine((value) => parseExpiry(value) !== null, { message: 'expiryInvalid', abort: true })
  .refine((value) => {
    const expiry = parseExpiry(value);
    return expiry !== null && expiryInFuture(expiry.month, expiry.year);
  }, 'expiryPast');

const cardNumberField = z
  .string({ error: 'cardNumberRequired' })
  .trim()
  .min(1, { message: 'cardNumberRequired', abort: true })
  .max(CARD_LIMITS.numberMax + 4, { message: 'cardNumberInvalid', abort: true })
  .refine((value) => /^[\d\s-]+$/.test(value) && cardDigits(value).length <= CARD_LIMITS.numberMax, {
    message: 'cardNumberInvalid',
    abort: true,
  })
  .refine((value) => luhnValid(cardDigits(value)) && cardBrandOf(cardDigits(value)) !== null, 'cardNumberInvalid');

const cvcField = z
  .string({ error: 'cvcRequired' })
  .trim()
  .min(1, { message: 'cvcRequired', abort: true })
  .regex(/^\d{3,4}$/, 'cvcInvalid');

/** The development provider's tokenize call (what a PSP's hosted field would receive). */
export const cardTokenizeSchema = z
  .object({ cardNumber: cardNumberField, cardName: holderName, expiry: expiryField, cvc: cvcField })
  .strict();
export type CardTokenizeInput = z.infer<typeof cardTokenizeSchema>;

export const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** The add-card form: what the customer types. Its number and CVC go to the provider, never to our api. */
export const cardFormSchema = cardTokenizeSchema.extend({ isDefault: z.boolean() });
export type CardForm = z.infer<typeof cardFormSchema>;

/** `POST /api/account/cards`: the provider's token and what the customer chose; nothing else is accepted. */
export const saveCardSchema = z
  .object({
    providerToken: z.string().regex(/^[A-Za-z0-9._-]{16,1000}$/, 'cardTokenInvalid'),
    cardName: holderName,
    isDefault: z.boolean(),
  })
  .strict();
export type SaveCardInput = z.infer<typeof saveCardSchema>;

/** `PATCH /api/account/cards/:id` and the edit form: holder name, expiry (a renewed card) and default. */
export const updateCardSchema = z
  .object({ cardName: holderName, expiry: expiryField, isDefault: z.boolean() })
  .strict();
export type UpdateCardInput = z.infer<typeof updateCardSchema>;

export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  expiry: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardListSchema = z.object({ cards: z.array(savedCardSchema) });
export type SavedCardList = z.infer<typeof savedCardListSchema>;

/**
 * Finds a card number in free text: a Luhn-valid 13–19 digit number that starts like a card (2–6), written
 * either as one run of digits or in the groups people type (4-4-4-4, 4-4-4-4-3, Amex 4-6-5) with one kind of separator.
 * Looser patterns would flag ordinary text such as `ziyaretci-2-1732300000000@example.com`. The api refuses such
 * strings outside the tokenize call (SECURITY S20).
 */
const CARD_IN_TEXT = [
  /(?<!\d)[2-6]\d{12,18}(?!\d)/g,
  /(?<!\d[ -]?)[2-6]\d{3}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{3})?(?![\d])/g,
  /(?<!\d[ -]?)3\d{3}([ -])\d{6}\1\d{5}(?![\d])/g,
];

export function containsCardNumber(text: string): boolean {
  return CARD_IN_TEXT.some((pattern) =>
    Array.from(text.matchAll(pattern)).some((match) => {
      const digits = cardDigits(match[0]);
      return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
    }),
  );
}

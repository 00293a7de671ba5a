// zod/mini: the product page (a first load) reads it (see language.ts).
import * as z from 'zod/mini';

/**
 * `GET /api/site/pricing`: the pricing rules staff set in the admin's Ayarlar (free-shipping threshold and
 * shipping fee in kuruş, VAT in basis points), for the pages that quote them in words: the product page's
 * free-shipping line and the policy pages. Until it answers they show `DEFAULT_PRICING_RULES`.
 */
export const sitePricingSchema = z.object({
  freeShippingThreshold: z.int().check(z.minimum(0)),
  shippingFee: z.int().check(z.minimum(0)),
  vatRateBasisPoints: z.int().check(z.minimum(0)),
});
export type SitePricing = z.infer<typeof sitePricingSchema>;

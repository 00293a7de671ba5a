import {
  computeCartAmounts,
  type CartLineIssue,
  type CartQuote,
  type CartQuoteLine,
  type CartQuoteRequest,
  type PricingRules,
} from '@harman/contracts';

/** A product as the quote reads it (helpers/quote-sql.ts). Prices in kuruş. */
export interface QuoteProductRow {
  id: string;
  slug: string;
  sku: string;
  name: string;
  name_en: string;
  base_price: number;
  image: string | null;
  variants: { name: string; nameEn: string; sku: string; price: number }[];
  /** Sellable units per SKU. */
  stock: Record<string, number>;
}

type RequestLine = CartQuoteRequest['items'][number];

/** Price and sellable units of one cart line, or undefined when it names nothing that is for sale. */
function resolveLine(line: RequestLine, product: QuoteProductRow | undefined): { unitPrice: number; available: number } | undefined {
  if (!product) return undefined;
  const units = (sku: string) => product.stock[sku] ?? 0;
  if (line.variant !== undefined) {
    // Cart lines name a variant by its text; either language's name identifies it.
    const variant = product.variants.find((v) => v.name === line.variant || v.nameEn === line.variant);
    return variant ? { unitPrice: variant.price, available: units(variant.sku) } : undefined;
  }
  if (product.variants.length === 0) return { unitPrice: product.base_price, available: units(product.sku) };
  // A line without a variant of a product that has them: the base price against all of its stock.
  const all = Object.values(product.stock).reduce((sum, value) => sum + value, 0);
  return { unitPrice: product.base_price, available: all };
}

/**
 * Prices a cart from database rows: the client's prices are only compared, never used. Lines that are
 * unavailable or short of stock are listed with their issue and left out of the totals.
 */
export function priceQuote(request: CartQuoteRequest, products: readonly QuoteProductRow[], rules?: PricingRules): CartQuote {
  const byId = new Map(products.map((product) => [product.id, product]));
  let subtotal = 0;
  let itemCount = 0;
  const lines = request.items.map((line): CartQuoteLine => {
    const product = byId.get(line.id.toLowerCase());
    const resolved = resolveLine(line, product);
    const issues: CartLineIssue[] = [];
    if (!resolved) issues.push('UNAVAILABLE');
    else {
      if (resolved.available < line.quantity) issues.push('OUT_OF_STOCK');
      if (line.price !== undefined && line.price !== resolved.unitPrice) issues.push('PRICE_CHANGED');
    }
    const counts = resolved !== undefined && !issues.includes('OUT_OF_STOCK');
    const lineTotal = counts ? resolved.unitPrice * line.quantity : 0;
    if (counts) {
      subtotal += lineTotal;
      itemCount += line.quantity;
    }
    return {
      id: line.id,
      variant: line.variant ?? null,
      quantity: line.quantity,
      unitPrice: resolved?.unitPrice ?? null,
      lineTotal,
      available: resolved?.available ?? null,
      name: product?.name ?? null,
      nameEn: product?.name_en ?? null,
      slug: product?.slug ?? null,
      image: product?.image ?? null,
      issues,
    };
  });
  return { lines, itemCount, ...computeCartAmounts(subtotal, itemCount > 0, rules) };
}

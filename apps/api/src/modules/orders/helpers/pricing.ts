import type {
  CheckoutChange,
  CheckoutItems,
  CheckoutLine,
  CheckoutQuote,
  CheckoutSettings,
  DeliveryMethod,
  DeliveryOption,
  OrderAmounts,
  PaymentMethod,
  Province,
} from '@harman/contracts';
import { DELIVERY_BUSINESS_DAYS } from '@harman/contracts';
import type { QuoteProductRow } from '../../cart/helpers/price-quote';

const BASIS_POINTS = 10_000;

/** A cart line resolved against the catalogue: its price, and the SKUs whose stock may fill it. */
export interface ResolvedLine extends CheckoutLine {
  productId: string;
  /** The SKU printed on the order (the variant's, else the product's). */
  sku: string;
  /** SKUs stock is taken from, in order of preference. */
  stockSkus: string[];
  available: number;
}

/**
 * Resolves the shopper's lines against database rows: unknown products or options and lines short of stock are
 * reported as changes and left out; a price different from the one the cart showed is reported and today's is used.
 */
export function resolveLines(items: CheckoutItems, products: readonly QuoteProductRow[]): { lines: ResolvedLine[]; changes: CheckoutChange[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: ResolvedLine[] = [];
  const changes: CheckoutChange[] = [];
  for (const item of items) {
    const product = byId.get(item.id.toLowerCase());
    const change = (kind: CheckoutChange['kind'], extra: Partial<CheckoutChange> = {}): CheckoutChange => ({
      kind,
      id: item.id,
      variant: item.variant ?? null,
      name: product?.name ?? null,
      beforeKurus: item.price ?? null,
      afterKurus: null,
      available: null,
      ...extra,
    });
    const target = product ? pick(item.variant, product) : undefined;
    if (!product || !target) {
      changes.push(change('UNAVAILABLE'));
      continue;
    }
    const available = target.stockSkus.reduce((sum, sku) => sum + Math.max(0, product.stock[sku] ?? 0), 0);
    if (available < item.quantity) {
      changes.push(change('OUT_OF_STOCK', { available, afterKurus: target.price }));
      continue;
    }
    if (item.price !== undefined && item.price !== target.price) {
      changes.push(change('PRICE_CHANGED', { afterKurus: target.price }));
    }
    lines.push({
      id: item.id,
      productId: product.id,
      variant: item.variant ?? null,
      name: target.name ?? product.name,
      nameEn: target.nameEn ?? product.name_en,
      image: product.image,
      quantity: item.quantity,
      unitPriceKurus: target.price,
      lineTotalKurus: target.price * item.quantity,
      sku: target.sku,
      stockSkus: target.stockSkus,
      available,
    });
  }
  return { lines, changes };
}

function pick(variantName: string | undefined, product: QuoteProductRow) {
  if (variantName !== undefined) {
    // Cart lines name a variant by its text; either language's name identifies it.
    const variant = product.variants.find((v) => v.name === variantName || v.nameEn === variantName);
    if (!variant) return undefined;
    return { price: variant.price, sku: variant.sku, stockSkus: [variant.sku], name: product.name, nameEn: product.name_en };
  }
  const skus = product.variants.length === 0 ? [product.sku] : [product.sku, ...product.variants.map((v) => v.sku)];
  return { price: product.base_price, sku: product.sku, stockSkus: skus, name: product.name, nameEn: product.name_en };
}

/** VAT rounded half up, in integers (no float drift). */
export function vatOf(subtotal: number, rateBasisPoints: number): number {
  return Math.floor((subtotal * rateBasisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

export function deliveryOptions(subtotal: number, settings: CheckoutSettings): DeliveryOption[] {
  const free = subtotal >= settings.freeShippingThresholdKurus;
  return [
    {
      id: 'standard',
      feeKurus: free ? 0 : settings.standardShippingFeeKurus,
      remainingForFreeKurus: free ? 0 : settings.freeShippingThresholdKurus - subtotal,
      businessDays: DELIVERY_BUSINESS_DAYS,
    },
    { id: 'express', feeKurus: settings.expressShippingFeeKurus, remainingForFreeKurus: 0, businessDays: '1' },
  ];
}

export function cashOnDeliveryAllowed(province: Province | undefined, settings: CheckoutSettings): boolean {
  return province !== undefined && settings.cashOnDeliveryProvinces.includes(province);
}

/** The order's amounts: total = subtotal + VAT (of the subtotal) + shipping + the cash-on-delivery fee. */
export function amountsOf(
  lines: readonly { lineTotalKurus: number }[],
  settings: CheckoutSettings,
  delivery: DeliveryMethod,
  payment: PaymentMethod | undefined,
): OrderAmounts {
  const subtotalKurus = lines.reduce((sum, line) => sum + line.lineTotalKurus, 0);
  const vatKurus = vatOf(subtotalKurus, settings.vatRateBasisPoints);
  const option = deliveryOptions(subtotalKurus, settings).find((o) => o.id === delivery);
  const shippingKurus = lines.length === 0 ? 0 : (option?.feeKurus ?? 0);
  const paymentFeeKurus = payment === 'cash_on_delivery' ? settings.cashOnDeliveryFeeKurus : 0;
  return {
    subtotalKurus,
    vatKurus,
    vatRateBasisPoints: settings.vatRateBasisPoints,
    shippingKurus,
    paymentFeeKurus,
    totalKurus: subtotalKurus + vatKurus + shippingKurus + paymentFeeKurus,
  };
}

/** The priced answer of the quote and the review. */
export function quoteOf(
  resolved: { lines: ResolvedLine[]; changes: CheckoutChange[] },
  settings: CheckoutSettings,
  options: { province?: Province; deliveryMethod?: DeliveryMethod; paymentMethod?: PaymentMethod },
): CheckoutQuote {
  const deliveryMethod = options.deliveryMethod ?? 'standard';
  const subtotal = resolved.lines.reduce((sum, line) => sum + line.lineTotalKurus, 0);
  return {
    lines: resolved.lines.map(publicLine),
    changes: resolved.changes,
    amounts: amountsOf(resolved.lines, settings, deliveryMethod, options.paymentMethod),
    deliveryOptions: deliveryOptions(subtotal, settings),
    cashOnDelivery: {
      available: cashOnDeliveryAllowed(options.province, settings),
      feeKurus: settings.cashOnDeliveryFeeKurus,
      provinces: [...settings.cashOnDeliveryProvinces],
    },
    deliveryMethod,
  };
}

export function publicLine(line: CheckoutLine): CheckoutLine {
  const { id, variant, name, nameEn, image, quantity, unitPriceKurus, lineTotalKurus } = line;
  return { id, variant, name, nameEn, image, quantity, unitPriceKurus, lineTotalKurus };
}

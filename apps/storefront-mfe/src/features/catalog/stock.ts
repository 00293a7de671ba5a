import { packWeightGrams, type ProductDetail, type ProductVariant } from '@harman/contracts';

/** Units that can be sold of one SKU (stock less reservations, over every location). */
export function availableOfSku(product: ProductDetail, sku: string): number {
  return product.inventory
    .filter((row) => row.sku === sku)
    .reduce((sum, row) => sum + Math.max(0, row.quantity - row.reservedQuantity), 0);
}

/** What the shopper can buy of the chosen variant, or of the product when it has none. */
export function availableFor(product: ProductDetail, variant: ProductVariant | undefined): number {
  if (variant) return availableOfSku(product, variant.sku);
  return product.inventory.reduce((sum, row) => sum + Math.max(0, row.quantity - row.reservedQuantity), 0);
}


/**
 * The weight in grams of what the cart gets: the chosen pack's ('250g', '1kg', '1,5 kg'), read from the
 * variant's name since variants carry no weight of their own; the product's weight otherwise.
 */
export function variantWeight(product: Pick<ProductDetail, 'weight'>, variant: Pick<ProductVariant, 'name'> | undefined): number {
  return packWeightGrams(variant?.name) ?? product.weight;
}

/** The options in their shop order; the first is chosen when the page opens. */
export function sortedVariants(product: Pick<ProductDetail, 'variants'>): ProductVariant[] {
  return [...product.variants].sort((a, b) => a.sortOrder - b.sortOrder);
}

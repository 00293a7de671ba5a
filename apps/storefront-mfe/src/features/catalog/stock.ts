import type { ProductDetail, ProductVariant } from '@harman/contracts';

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

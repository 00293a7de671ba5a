export type { CartItem } from '@harman/contracts';
export { cartLineKey, type CartItemInput, type RestoreOptions } from './cart-line';
export { addItem, clearCart, removeItem, repriceItems, restoreItem, setQuantity, type LinePrice } from './cart-rules';
export { computeTotals, type CartTotals } from './cart-totals';
export { loadCart, saveCart } from './cart-storage';
export { cartStore, createCartStore, type CartState, type CartStore, type RemovedLine } from './cart-store';
export { formatBadgeCount } from './cart-badge';
export { useCart, useCartCount, type UseCartResult } from './use-cart';
export {
  useCartLineActions,
  type CartLineActionsOptions,
  type CartNotify,
} from './use-cart-line-actions';
export { useCartQuote, type CartQuoteResult, type PriceChange, type UseCartQuoteOptions } from './quote/use-cart-quote';

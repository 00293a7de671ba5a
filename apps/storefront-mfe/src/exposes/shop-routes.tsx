import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '@harman/ui';
import { useScrollMemory } from '../features/navigation/scroll-memory';

/**
 * A page's code loads on its first visit, so the home page does not carry the shop; its strings (namespace
 * `shop`) come with it, and `preload` starts its data request alongside (see primeResource).
 */
function page(load: () => Promise<ComponentType>, preload?: () => Promise<void>) {
  return lazyPage(async () => {
    const [component, { registerShopTranslations }] = await Promise.all([
      load(),
      import(/* webpackChunkName: "shop-i18n" */ '../i18n/shop-translations'),
      // A failed preload only means the page asks for its data itself.
      preload?.().catch(() => undefined),
    ]);
    registerShopTranslations();
    return component;
  });
}

/**
 * /shop, /shop/{id}, /catalog, /cart and /checkout (issue 3), the order confirmation and a guest's order page from
 * the confirmation mail (issue 9), as routes of the storefront remote.
 */
export const shopRoutes = (
  <>
    <Route
      path="/shop"
      element={page(
        async () => (await import(/* webpackChunkName: "page-shop" */ '../pages/shop/shop-page')).ShopPage,
        async () => (await import(/* webpackChunkName: "shop-data" */ '../features/catalog/preload-shop')).preloadShop(),
      )}
    />
    <Route
      path="/shop/:idOrSlug"
      element={page(
        async () => (await import(/* webpackChunkName: "page-product" */ '../pages/product/product-page')).ProductPage,
        async () => (await import(/* webpackChunkName: "product-data" */ '../features/catalog/preload-product')).preloadProduct(),
      )}
    />
    <Route path="/catalog" element={page(async () => (await import(/* webpackChunkName: "page-catalog" */ '../pages/catalog/catalog-page')).CatalogPage)} />
    <Route path="/cart" element={page(async () => (await import(/* webpackChunkName: "page-cart" */ '../pages/cart/cart-page')).CartPage)} />
    <Route path="/checkout" element={page(async () => (await import(/* webpackChunkName: "page-checkout" */ '../pages/checkout/checkout-page')).CheckoutPage)} />
    <Route
      path="/checkout/confirmation/:number"
      element={page(async () => (await import(/* webpackChunkName: "page-checkout-confirmation" */ '../pages/checkout/confirmation-page')).ConfirmationPage)}
    />
    <Route path="/orders/view/:token" element={page(async () => (await import(/* webpackChunkName: "page-guest-order" */ '../pages/orders/guest-order-page')).GuestOrderPage)} />
  </>
);

/** Remembers each page's scroll position, for the cart page's way back. Renders nothing. */
export function ShopScrollMemory() {
  useScrollMemory();
  return null;
}

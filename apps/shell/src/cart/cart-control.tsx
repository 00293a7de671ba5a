import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CartButton } from '../layout/cart-button';

const loadDrawer = () => import(/* webpackChunkName: "cart-drawer" */ './cart-drawer');
const CartDrawer = lazy(loadDrawer);

/**
 * The header's cart: the button with its badge, and the drawer it opens. The drawer's code loads when the
 * button is first pointed at or focused (it is not part of the first page load), and it closes on navigation.
 */
export function CartControl() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  // Closed by the shopper (not by a navigation): focus goes back to the button, without scrolling the page
  // (the header is sticky; a scroll here would also move the position a later 'back' restores).
  useEffect(() => {
    if (!open && restoreFocus.current) {
      restoreFocus.current = false;
      button.current?.focus({ preventScroll: true });
    }
  }, [open]);

  const close = useCallback(() => {
    restoreFocus.current = true;
    setOpen(false);
  }, []);
  const leave = useCallback(() => setOpen(false), []);

  return (
    <>
      <CartButton ref={button} expanded={open} onOpen={() => setOpen(true)} onPrepare={() => void loadDrawer()} />
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer onClose={close} onLeave={leave} />
        </Suspense>
      ) : null}
    </>
  );
}

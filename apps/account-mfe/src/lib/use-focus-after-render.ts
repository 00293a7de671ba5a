import { useCallback, useEffect, useRef, useState } from 'react';

type FindTarget = () => HTMLElement | null | undefined;

/**
 * For a change that removes the focused button (a closed form, a deleted card): `focusAfterRender(find)` focuses
 * what `find` returns once React has rendered that change, when the new target exists. Without it focus falls to
 * the page's start with the removed button (WCAG 2.4.3). Call it with the state update it belongs to.
 */
export function useFocusAfterRender() {
  const target = useRef<FindTarget | null>(null);
  // The counter makes the call itself a render, so `find` runs after exactly the render it was called with.
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const find = target.current;
    target.current = null;
    find?.()?.focus();
  }, [requests]);
  return useCallback((find: FindTarget) => {
    target.current = find;
    setRequests((count) => count + 1);
  }, []);
}

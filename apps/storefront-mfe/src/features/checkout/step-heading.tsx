import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** Whether the step just changed inside the checkout (then its heading takes the focus), not on a page load. */
export const StepFocusContext = createContext(false);

/**
 * A step's heading. After moving between steps it takes the keyboard focus, so a screen reader reads the new
 * step and the next Tab starts at its top.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const focus = useContext(StepFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id="checkout-step-title" ref={ref} tabIndex={-1} className="checkout-step__title">
      {children}
    </h2>
  );
}

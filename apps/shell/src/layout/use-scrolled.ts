import { useEffect, useState } from 'react';
import { TIMINGS } from '@harman/contracts';

/** True once the page has scrolled past the header's 20 px threshold. */
export function useScrolled(threshold: number = TIMINGS.headerScrollThresholdPx): boolean {
  // Read before the first render builds the page: reading scrollY after it forces a full layout at start-up.
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

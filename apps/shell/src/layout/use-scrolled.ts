import { useEffect, useState } from 'react';
import { TIMINGS } from '@harman/contracts';

/** True once the page has scrolled past the header's 20 px threshold. */
export function useScrolled(threshold: number = TIMINGS.headerScrollThresholdPx): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

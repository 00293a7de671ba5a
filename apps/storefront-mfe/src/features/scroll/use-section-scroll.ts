import { useCallback, useRef } from 'react';
import { scrollToSection } from './scroll-to-section';

/** A ref for a page section and a function that scrolls to it and focuses its first field on arrival. */
export function useSectionScroll<T extends HTMLElement = HTMLElement>() {
  const ref = useRef<T>(null);
  const scroll = useCallback(() => {
    const section = ref.current;
    if (!section) return;
    scrollToSection(section, {
      onArrive: () => section.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true }),
    });
  }, []);
  return { ref, scroll };
}

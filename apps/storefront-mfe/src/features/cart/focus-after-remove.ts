import type { MouseEvent } from 'react';

/**
 * A line list's click handler: when a line's remove button (`removeSelector`) was pressed, focus moves to the next
 * line's remove button (else the previous line's, else `fallback`) once the line is gone, instead of falling to
 * the page's start with the button that held it (WCAG 2.4.3).
 */
export function focusAfterRemove(removeSelector: string, fallback: () => HTMLElement | null | undefined) {
  return (event: MouseEvent<HTMLElement>) => {
    const pressed = (event.target as HTMLElement).closest(removeSelector);
    if (!pressed) return;
    const line = pressed.closest('li');
    const neighbour = (line?.nextElementSibling ?? line?.previousElementSibling)?.querySelector<HTMLElement>(removeSelector);
    requestAnimationFrame(() => (neighbour?.isConnected ? neighbour : fallback())?.focus());
  };
}

/** What in a notification item can take focus (the open button, 'Okundu olarak işaretle', 'Sil'). */
const CONTROLS = 'a[href], button:not(:disabled)';

const firstControl = (item: Element): HTMLElement | null => item.querySelector<HTMLElement>(CONTROLS);
const usable = (control: HTMLElement): boolean => control.isConnected && control.matches(CONTROLS);

/**
 * Where focus goes after a control in a list item (`<li>`) changed the list, so that it does not fall to the page's
 * start with a control that went (WCAG 2.4.3). Call it with the pressed control before the change, and what it
 * returns once the change has rendered:
 * - the item is still listed: the pressed control if it is still there, else the next control of the item that is
 *   (a gone 'Okundu olarak işaretle' leaves its 'Sil'), else the item's first control;
 * - the item left the list (deleted, or read in the 'Okunmamış' filter): the next item's first control, else the
 *   previous one's;
 * - no item is left: null, and the caller focuses a place of its own (the panel's heading).
 *
 * The items are followed by their elements, which React keeps for a key that stays, so it needs no ids.
 */
export function focusTargetAfterItemChange(pressed: HTMLElement): () => HTMLElement | null {
  const item = pressed.closest('li');
  if (!item) return () => (usable(pressed) ? pressed : null);
  const controls = [...item.querySelectorAll<HTMLElement>(CONTROLS)];
  const laterControls = controls.slice(controls.indexOf(pressed) + 1);
  const lines = item.parentElement ? [...item.parentElement.children] : [item];
  const at = lines.indexOf(item);
  const neighbours = [...lines.slice(at + 1), ...lines.slice(0, at).reverse()];

  return () => {
    if (item.isConnected) {
      if (usable(pressed)) return pressed;
      return laterControls.find((control) => usable(control) && item.contains(control)) ?? firstControl(item);
    }
    for (const line of neighbours) {
      const control = line.isConnected ? firstControl(line) : null;
      if (control) return control;
    }
    return null;
  };
}

/** Whether focus fell to the page's body because the control that had it went (removed, or no longer a control). */
export function focusWentWith(control: HTMLElement): boolean {
  const active = document.activeElement;
  return (active === null || active === document.body) && !usable(control);
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import { Icon, type IconName } from '@harman/ui';

export interface HeaderDisclosure {
  open: boolean;
  setOpen: (open: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * A part of the header that a button shows and hides (the phone menu, the mid-width search). Focus stays on the
 * button and the part follows it in the tab order. Escape closes it from anywhere and gives focus back to the button,
 * unless a modal dialog above (cart drawer, cookie settings) is the one being closed; a route change closes it.
 */
export function useHeaderDisclosure(pathname: string): HeaderDisclosure {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      // Also not a search field's own Escape, which would empty it: what was typed is there when it opens again.
      event.preventDefault();
      setOpen(false);
      button.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, setOpen, button };
}

interface ButtonProps {
  disclosure: HeaderDisclosure;
  className: string;
  /** The id of the part it shows. */
  controls: string;
  label: string;
  icon: IconName;
  iconSize: number;
}

/** The button of a header disclosure: its state in `aria-expanded`, its name saying what a press does. */
export function HeaderDisclosureButton({ disclosure, className, controls, label, icon, iconSize }: ButtonProps) {
  return (
    <button
      ref={disclosure.button}
      type="button"
      className={className}
      aria-expanded={disclosure.open}
      aria-controls={controls}
      aria-label={label}
      onClick={() => disclosure.setOpen(!disclosure.open)}
    >
      <Icon name={disclosure.open ? 'close' : icon} size={iconSize} />
    </button>
  );
}

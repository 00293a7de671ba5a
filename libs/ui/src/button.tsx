import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  busy?: boolean;
}

/**
 * A busy button stays focusable: it is marked (aria-busy, aria-disabled) and ignores presses, but is not disabled,
 * because disabling the focused control drops the keyboard user's focus to the page's start (WCAG 2.4.3).
 */
export function Button({ variant = 'primary', size = 'md', busy = false, className, disabled, children, type = 'button', onClick, ...rest }: ButtonProps) {
  const classes = ['hm-button', `hm-button--${variant}`, `hm-button--${size}`, className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // Also stops a submit button's form from being sent again (Enter in a field presses it too).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {busy ? <span className="hm-spinner hm-spinner--inline" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

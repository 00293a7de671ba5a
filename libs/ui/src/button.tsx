import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  busy?: boolean;
}

export function Button({ variant = 'primary', size = 'md', busy = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['hm-button', `hm-button--${variant}`, `hm-button--${size}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="hm-spinner hm-spinner--inline" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  tone: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** A message across a form or page. Errors interrupt (role alert); the rest are announced politely. */
export function Banner({ tone, title, children, actions, className }: BannerProps) {
  return (
    <div
      className={['hm-banner', `hm-banner--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <p className="hm-banner__title">{title}</p> : null}
      {children ? <div className="hm-banner__text">{children}</div> : null}
      {actions ? <div className="hm-banner__actions">{actions}</div> : null}
    </div>
  );
}

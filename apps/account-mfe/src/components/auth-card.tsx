import { useEffect, useRef, type ReactNode } from 'react';
import { PageHead } from '@harman/ui';

/**
 * The frame of every sign-in page: one card, a heading the page is named by (its title too), and an optional footer.
 * `focusTitle` is for a result shown in place of its form: the heading takes focus, so a screen reader reads it
 * and focus does not fall to the page's start with the removed submit button.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  focusTitle = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  focusTitle?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <section className="account-auth" aria-labelledby="account-auth-title">
      <PageHead title={title} description={subtitle} />
      <div className="account-auth__card">
        <h1 id="account-auth-title" ref={heading} tabIndex={focusTitle ? -1 : undefined} className="account-auth__title">{title}</h1>
        {subtitle ? <p className="account-auth__subtitle">{subtitle}</p> : null}
        {children}
      </div>
      {footer ? <div className="account-auth__footer">{footer}</div> : null}
    </section>
  );
}

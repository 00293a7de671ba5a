import type { ReactNode } from 'react';
import { PageHead } from '@harman/ui';

/** The frame of every sign-in page: one card, a heading the page is named by (its title too), and an optional footer. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="account-auth" aria-labelledby="account-auth-title">
      <PageHead title={title} description={subtitle} />
      <div className="account-auth__card">
        <h1 id="account-auth-title" className="account-auth__title">{title}</h1>
        {subtitle ? <p className="account-auth__subtitle">{subtitle}</p> : null}
        {children}
      </div>
      {footer ? <div className="account-auth__footer">{footer}</div> : null}
    </section>
  );
}

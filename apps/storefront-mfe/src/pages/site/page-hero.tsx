import './site.css';
import type { ReactNode } from 'react';

/** The title band every static page opens with. */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <div className="hm-container">
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
        {children ? <div className="page-hero__actions">{children}</div> : null}
      </div>
    </header>
  );
}

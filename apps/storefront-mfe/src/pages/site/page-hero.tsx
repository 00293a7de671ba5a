import './site.css';
import type { ReactNode } from 'react';
import { PageHead } from '@harman/ui';

/**
 * The title band every static page opens with; its title is the page's title too, and its lead the page's
 * description unless `description` says otherwise.
 */
export function PageHero({ title, lead, description, children }: { title: string; lead?: string; description?: string; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <PageHead title={title} description={description ?? lead} />
      <div className="hm-container">
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
        {children ? <div className="page-hero__actions">{children}</div> : null}
      </div>
    </header>
  );
}

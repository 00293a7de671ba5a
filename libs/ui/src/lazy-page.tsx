import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * A route's page whose code loads on its first visit, with the full-height spinner meanwhile (the footer does not
 * jump when the page arrives). `load` may do more than import the page: register its strings, start its data.
 * Call it once, at module level: a `lazy` made during render would remount the page on every render.
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Spinner fullHeight />}>
      <Page />
    </Suspense>
  );
}

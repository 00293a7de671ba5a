import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * A route's page whose code loads on its first visit, with the full-height spinner meanwhile (the footer does not
 * jump when the page arrives). `load` may do more than import the page: register its strings, start its data.
 * Call it once, at module level: the page it loads is kept for every later visit.
 *
 * Not `React.lazy` + `Suspense`: React holds back each Suspense reveal until 300 ms after the last fallback came
 * or went, so a page nested in a lazy layout (the dashboards) appeared ~600 ms after its code had arrived. A page
 * that arrives here is an ordinary state update, shown as soon as it is rendered, as the shell's remotes are.
 * A page that fails to load throws to the nearest error boundary; rendering this again (its retry) loads anew.
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () => {
    loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyPage() {
    const [Page, setPage] = useState<ComponentType | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    // Asked for while rendering, not after the commit: the request starts one paint earlier.
    if (!Page && !failure) void start().catch(() => undefined);
    useEffect(() => {
      if (Page) return;
      let live = true;
      start().then(
        (page) => live && setPage(() => page),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Page]);
    if (failure) throw failure.error;
    return Page ? <Page /> : <Spinner fullHeight />;
  }
  return <LazyPage />;
}

import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@harman/contracts';
import { ErrorFallback, Spinner } from '@harman/ui';
import { loadRemoteModule } from './federation';
import { recordRemoteHealth } from './health-reports';

type RemoteApp = ComponentType<Record<string, never>>;
type Loaded = { default: RemoteApp };

/** Components already loaded, so moving between pages of one remote never shows a spinner again. */
const loaded = new Map<string, RemoteApp>();
/** Loads begun before their slot rendered (`preloadRemoteApp`), each kept until a slot takes it, a failed one too. */
const preloads = new Map<string, Promise<RemoteApp>>();

/** Loads `<remote>/<exposed>` and counts the outcome for the release's health, once per load. */
function loadRemoteApp(remote: RemoteName, exposed: string, retry: boolean): Promise<RemoteApp> {
  const key = `${remote}/${exposed}`;
  return loadRemoteModule<Loaded>(remote, exposed, { retry }).then(
    (module) => {
      // Once per remote and page load: the denominator of its release's error rate.
      if (![...loaded.keys()].some((name) => name.startsWith(`${remote}/`))) recordRemoteHealth(remote, 'loads');
      loaded.set(key, module.default);
      return module.default;
    },
    (error: unknown) => {
      recordRemoteHealth(remote, 'loadFailures');
      throw error;
    },
  );
}

/**
 * Starts loading the remote a page opens on while the shell is still starting, so the remote's code runs beside
 * the shell's first render instead of after it: when its slot renders, the page is there or on its way. The slot
 * shows a failure as it would its own.
 */
export function preloadRemoteApp(remote: RemoteName, exposed = 'App'): void {
  const key = `${remote}/${exposed}`;
  if (loaded.has(key) || preloads.has(key)) return;
  const load = loadRemoteApp(remote, exposed, false);
  load.catch(() => undefined);
  preloads.set(key, load);
}

class RemoteErrorBoundary extends Component<{ remote: RemoteName; fallback: (reset: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote failed while rendering', error, info.componentStack);
    recordRemoteHealth(this.props.remote, 'boundaryErrors');
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

export interface RemoteSlotProps {
  remote: RemoteName;
  exposed?: string;
  /** Navigates home without a reload (the shell passes its router's navigate). */
  onHome?: () => void;
}

/**
 * Renders a remote's exposed app in place. Loading shows a spinner; a remote that cannot be fetched or
 * throws while rendering shows the 'Bir şeyler ters gitti' fallback in this slot only, and retry loads it
 * again without reloading the page.
 */
export function RemoteSlot({ remote, exposed = 'App', onHome }: RemoteSlotProps) {
  const key = `${remote}/${exposed}`;
  const [App, setApp] = useState<RemoteApp | undefined>(() => loaded.get(key));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A preload is taken once: a slot mounted later, after a failure, loads anew.
    const preload = attempt === 0 ? preloads.get(key) : undefined;
    preloads.delete(key);
    if (loaded.has(key)) {
      setApp(() => loaded.get(key));
      return;
    }
    let cancelled = false;
    setFailed(false);
    const load = preload ?? loadRemoteApp(remote, exposed, attempt > 0);
    load
      .then((app) => {
        if (!cancelled) setApp(() => app);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [key, remote, exposed, attempt]);

  const retryLoad = useCallback(() => {
    loaded.delete(key);
    setApp(undefined);
    setAttempt((n) => n + 1);
  }, [key]);

  if (failed) return <ErrorFallback onRetry={retryLoad} onHome={onHome} />;
  if (!App) return <Spinner fullHeight />;
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      fallback={(reset) => (
        <ErrorFallback
          onRetry={() => {
            reset();
            retryLoad();
          }}
          onHome={onHome}
        />
      )}
    >
      <App />
    </RemoteErrorBoundary>
  );
}

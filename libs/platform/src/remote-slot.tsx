import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@harman/contracts';
import { ErrorFallback, Spinner } from '@harman/ui';
import { loadRemoteModule } from './federation';
import { recordRemoteHealth } from './health-reports';

type RemoteApp = ComponentType<Record<string, never>>;
type Loaded = { default: RemoteApp };

/** Components already loaded, so moving between pages of one remote never shows a spinner again. */
const loaded = new Map<string, RemoteApp>();

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
    if (loaded.has(key)) {
      setApp(() => loaded.get(key));
      return;
    }
    let cancelled = false;
    setFailed(false);
    loadRemoteModule<Loaded>(remote, exposed, { retry: attempt > 0 })
      .then((module) => {
        // Once per remote and page load: the denominator of its release's error rate.
        if (![...loaded.keys()].some((name) => name.startsWith(`${remote}/`))) recordRemoteHealth(remote, 'loads');
        loaded.set(key, module.default);
        if (!cancelled) setApp(() => module.default);
      })
      .catch((error) => {
        console.error(error);
        recordRemoteHealth(remote, 'loadFailures');
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

// Stand-in for `@harman/platform` in the monolith build: no registry, no runtime loading. Each remote's
// exposed App is a lazy chunk of the same build, loaded when its route is first shown (as the real
// RemoteSlot loads a remote only when the shell shows it), with the same spinner meanwhile.
import { lazy, Suspense, type ComponentType } from 'react';
import type { RemoteName } from '@harman/contracts';
import { Spinner } from '@harman/ui';

const APPS: Record<RemoteName, ComponentType> = {
  storefront: lazy(() => import('../../../apps/storefront-mfe/src/exposes/app')),
  account: lazy(() => import('../../../apps/account-mfe/src/exposes/app')),
  admin: lazy(() => import('../../../apps/admin-mfe/src/exposes/app')),
};

export function startFederation(): Promise<{ remotes: []; source: 'fallback' }> {
  return Promise.resolve({ remotes: [], source: 'fallback' });
}

export interface RemoteSlotProps {
  remote: RemoteName;
  exposed?: string;
  onHome?: () => void;
}

export function RemoteSlot({ remote }: RemoteSlotProps) {
  const App = APPS[remote];
  return (
    <Suspense fallback={<Spinner fullHeight />}>
      <App />
    </Suspense>
  );
}

// The language in the URL (/en/…) is routing, not federation: the monolith uses the platform's own.
export { LanguageRouter, useSwitchLanguage } from '../../../libs/platform/src/language-router';

// No early script in the monolith's page: the product page finds no early answer and asks for it itself.
export { takeEarlyData } from '@harman/api-client';

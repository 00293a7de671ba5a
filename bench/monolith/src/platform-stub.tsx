// Stand-in for `@harman/platform` in the monolith build: no registry, no runtime loading; each
// remote's exposed App is imported statically and rendered in place.
import type { ComponentType } from 'react';
import type { RemoteName } from '@harman/contracts';
import StorefrontApp from '../../../apps/storefront-mfe/src/exposes/app';
import AccountApp from '../../../apps/account-mfe/src/exposes/app';
import AdminApp from '../../../apps/admin-mfe/src/exposes/app';

const APPS: Record<RemoteName, ComponentType> = {
  storefront: StorefrontApp,
  account: AccountApp,
  admin: AdminApp,
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
  return <App />;
}

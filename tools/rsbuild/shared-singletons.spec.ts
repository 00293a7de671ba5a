import * as React from 'react';
import * as ReactRouterDom from 'react-router-dom';
import { ROUTER_EXPORTS, sharedSingletons } from './shared-singletons';
import * as RouterExports from '../../apps/shell/src/federation/router-exports';
import { sharedModules } from '../../apps/shell/src/federation/shared-modules';

// What each remote's build asks the page for (tools/rsbuild/federation.ts), and what the shell gives.
const remotesAskFor = sharedSingletons();
const versions = Object.fromEntries(
  Object.entries(remotesAskFor).map(([name, { version, requiredVersion, singleton }]) => [name, { version, requiredVersion, singleton }]),
);

describe('the modules the shell shares with the remotes', () => {
  it('provides every module a remote consumes, at the version and with the singleton rule it asks for', () => {
    const provided = sharedModules(versions) as Record<string, { version: string; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: string } }>;
    expect(Object.keys(provided).sort()).toEqual(Object.keys(remotesAskFor).sort());
    for (const [name, asked] of Object.entries(remotesAskFor)) {
      expect(provided[name].version).toBe(asked.version);
      expect(provided[name].shareConfig).toEqual({ singleton: asked.singleton, requiredVersion: asked.requiredVersion });
    }
    expect((provided.react.lib() as typeof React).useState).toBe(React.useState);
  });

  it('gives the router with exactly the exports the remotes are built to use, each the real one', () => {
    expect(Object.keys(RouterExports).sort()).toEqual([...ROUTER_EXPORTS].sort());
    for (const name of ROUTER_EXPORTS) {
      expect(RouterExports[name as keyof typeof RouterExports]).toBe(ReactRouterDom[name as keyof typeof ReactRouterDom]);
    }
  });
});

// The federation runtime's snapshot handler, for the shell: it reads remotes' manifests ("snapshots"), and
// the shell registers each remote by its entry script instead (libs/platform/src/federation.ts), so only
// what the runtime touches on that path is kept: the plugin hooks and the manifest cache a forced
// re-registration (a retry) clears. 0.6 kB gzip on every first load. Swapped in for core.js's import by
// federation.ts `shellRuntimeTrim`; composition.spec.ts loads, fails and retries remotes through it.
import { PluginSystem } from '../../../node_modules/@module-federation/runtime-core/dist/utils/hooks/pluginSystem.js';

export class SnapshotHandler {
  constructor() {
    this.hooks = new PluginSystem({});
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error('Remote snapshots are not read in the shell (tools/rsbuild/mf-shell/snapshot-handler.js)'));
  }
}

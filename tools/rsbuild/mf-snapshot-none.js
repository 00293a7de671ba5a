// Stands in for the MF runtime's SnapshotHandler in the shell (federation.ts, `shellRuntimeTrims`). The shell
// registers each remote by the entry URL it read from the remote's manifest and builds with
// FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, so the runtime never reads a manifest itself; but its core still
// constructs a SnapshotHandler (with the manifest loader and snapshot generator: ~1.8 kB gzip) and
// `registerRemotes(..., { force: true })` clears its manifest cache. What stays: that cache, an empty hook
// system, and `getGlobalRemoteInfo` (copied from runtime-core 2.9.2, used when a remote is re-registered).
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from 'harman-mf-runtime-core-global';
import { PluginSystem } from 'harman-mf-runtime-core-plugin-system';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot && 'remotesInfo' in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}

export class SnapshotHandler {
  constructor(host) {
    this.HostInstance = host;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({});
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error('The shell registers remotes by entry URL: no manifest snapshot (tools/rsbuild/mf-snapshot-none.js)'));
  }
}

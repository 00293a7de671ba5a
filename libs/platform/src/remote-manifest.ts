/** What the shell reads of a remote's `mf-manifest.json` (written by the remote's federation build). */
export interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

/**
 * The URL of the remote's entry script. publicPath 'auto' (the remotes build with assetPrefix 'auto'): the
 * files live beside the manifest. early-load.ts has its own copy of this rule (it must stay self-contained).
 */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifest, base = globalThis.location?.href): string {
  const manifestAt = new URL(manifestUrl, base);
  const publicPath = manifest.metaData?.publicPath;
  const root = !publicPath || publicPath === 'auto' ? new URL('.', manifestAt).href : new URL(publicPath, manifestAt).href;
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`The manifest ${manifestUrl} names no remote entry`);
  return new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, root).href;
}

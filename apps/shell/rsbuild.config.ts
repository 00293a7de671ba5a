import { minifySync } from '@swc/core';
import { defineConfig, mergeRsbuildConfig, type HtmlTag } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { baseConfig, sharedRuntimeConfig } from '../../tools/rsbuild/federation';
import { earlyRemoteLoadScript, type EarlyFile } from '../../libs/platform/src/early-load';
import { DEFAULT_REGISTRY_SOURCE } from '../../libs/platform/src/registry';
import { REMOTE_PREFIXES } from './src/remote-routes';

/** The early-load script, minified: it is inlined into every page the shell serves. */
function earlyScript(shellFiles: EarlyFile[]): string {
  const source = earlyRemoteLoadScript(REMOTE_PREFIXES, DEFAULT_REGISTRY_SOURCE.registryUrl, DEFAULT_REGISTRY_SOURCE.timeoutMs, shellFiles);
  return minifySync(source, { compress: true, mangle: true }).code;
}

/** Files only a later interaction needs (opening the cart): not preloaded. */
const LAZY_FILES = /[\\/]cart-drawer\./;

/**
 * Rsbuild's preload hints for the async chunks (`performance.preload`) become part of the early script:
 * the shell's first-load files start downloading with its entry, and the hints do not sit in the page as
 * parser-inserted preloads ahead of the entry's own scripts.
 */
function withEarlyScript(tags: HtmlTag[]): HtmlTag[] {
  const isPreload = (tag: HtmlTag) => tag.tag === 'link' && tag.attrs?.rel === 'preload';
  const shellFiles = tags
    .filter(isPreload)
    .map((tag) => ({ href: String(tag.attrs?.href), as: tag.attrs?.as === 'style' ? ('style' as const) : ('script' as const) }))
    .filter((file) => !LAZY_FILES.test(file.href));
  const script: HtmlTag = { tag: 'script', head: true, children: earlyScript(shellFiles) };
  return [script, ...tags.filter((tag) => !isPreload(tag))];
}

// No remote URL here: the shell learns them at run time from the registry (or public/remotes.json).
export default mergeRsbuildConfig(
  baseConfig({ port: Number(process.env.PORT ?? 4200), title: 'Harman Kahve · Taze Kavrulmuş Nitelikli Kahve' }),
  defineConfig({
    html: {
      // Starts the registry, the route's manifest and its files while the shell's scripts download.
      tags: [withEarlyScript],
    },
    // No federation build plugin: the shell runs the MF runtime through its API (libs/platform/src/federation.ts)
    // and provides the shared modules itself (src/federation/shared-modules.ts), so it builds like a plain app
    // (TOOLCHAIN.md, "Federation runtime size"). These defines drop the runtime's code the shell never runs: the
    // node loader, the snapshot (manifest) plugin (the platform reads the manifest and registers the remote's
    // entry URL), the exposing side. The runtime-core module must be the one the remotes' entries find in
    // `globalThis._FEDERATION_RUNTIME_CORE` (they build with `externalRuntime`).
    source: {
      define: {
        ENV_TARGET: '"web"',
        FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
        FEDERATION_OPTIMIZE_NO_SHARED: 'false',
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        FEDERATION_HAS_EXPOSES: 'false',
        __HARMAN_SHARED__: JSON.stringify(sharedRuntimeConfig()),
      },
    },
    performance: { preload: { type: 'all-chunks' } },
    server: { historyApiFallback: true, proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' } },
    plugins: [pluginReact()],
  }),
);

import { minifySync } from '@swc/core';
import { defineConfig, mergeRsbuildConfig, type HtmlTag } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { baseConfig, shellRuntimeTrim } from '../../tools/rsbuild/federation';
import { sharedSingletons } from '../../tools/rsbuild/shared-singletons';
import { earlyRemoteLoadScript, type EarlyFile } from '../../libs/platform/src/early-load';
import { DEFAULT_REGISTRY_SOURCE } from '../../libs/platform/src/registry';
import { REMOTE_PREFIXES } from './src/remote-routes';

/** The early-load script, minified: it is inlined into every page the shell serves. */
function earlyScript(shellFiles: EarlyFile[]): string {
  const source = earlyRemoteLoadScript(REMOTE_PREFIXES, DEFAULT_REGISTRY_SOURCE.registryUrl, DEFAULT_REGISTRY_SOURCE.timeoutMs, shellFiles);
  return minifySync(source, { compress: true, mangle: true }).code;
}

/**
 * Files only a later interaction needs (opening the cart, the bell's panel): not preloaded. The panel was
 * preloaded on every first load, 1.3 kB gzip the page never ran (bench line 1, 2026-11-27).
 */
const LAZY_FILES = /[\\/](cart-drawer|notification-panel)\./;

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

/** The version and rules of each module the shell shares, as the remotes' builds expect them. */
function sharedVersions() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([name, { version, requiredVersion, singleton }]) => [name, { version, requiredVersion, singleton }]),
  );
}

// No remote URL here: the shell learns them at run time from the registry (or public/remotes.json).
export default mergeRsbuildConfig(
  baseConfig({ port: Number(process.env.PORT ?? 4200), title: 'Harman Kahve · Taze Kavrulmuş Nitelikli Kahve' }),
  defineConfig({
    html: {
      // Starts the registry, the route's manifest and its files while the shell's scripts download.
      tags: [withEarlyScript],
    },
    // The async chunks (the cart drawer, the bell's panel) are hinted by the early script, unless LAZY_FILES.
    performance: { preload: { type: 'all-chunks' } },
    source: {
      define: {
        __HARMAN_SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
        // The federation runtime's build-time switches, which the federation plugin would otherwise set:
        // a browser page that loads remotes and shares modules, exposes nothing, and reads the remotes' manifests
        // itself (libs/platform/src/federation.ts): no snapshot plugin, no asset preloader (−1.4 kB gzip).
        ENV_TARGET: JSON.stringify('web'),
        FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
        FEDERATION_OPTIMIZE_NO_SHARED: 'false',
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        FEDERATION_HAS_EXPOSES: 'false',
        FEDERATION_ALLOW_NEW_FUNCTION: 'false',
        FEDERATION_DEBUG: JSON.stringify(''),
      },
    },
    server: { historyApiFallback: true, proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' } },
    // No federation plugin: the shell creates the runtime itself (libs/platform/src/federation.ts) and gives
    // the remotes its own copies of the shared modules (src/federation/shared-modules.ts). Measured on the
    // first load of `/`: about 10 kB gzip less than the plugin's share scope and bundler runtime (bench line 2).
    plugins: [pluginReact()],
    tools: { rspack: (_config, { appendPlugins }) => appendPlugins(shellRuntimeTrim()) },
  }),
);

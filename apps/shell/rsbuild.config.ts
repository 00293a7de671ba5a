import { minifySync } from '@swc/core';
import { defineConfig, mergeRsbuildConfig, type HtmlTag } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { baseConfig, federationExperiments, sharedSingletons } from '../../tools/rsbuild/federation';
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

// No remote URL here: the shell learns them at run time from the registry (or public/remotes.json).
export default mergeRsbuildConfig(
  baseConfig({ port: Number(process.env.PORT ?? 4200), title: 'Harman Kahve · Taze Kavrulmuş Nitelikli Kahve' }),
  defineConfig({
    html: {
      // Starts the registry, the route's manifest and its files while the shell's scripts download.
      tags: [withEarlyScript],
    },
    // Federation puts every shared lib (and what it imports) in a chunk of its own; on the first load the shell
    // fetched eight of them. One chunk for the libs, the zod/mini and i18next code under them, and the
    // shell's own first-paint modules compresses 4.4 kB gzip smaller (bench/README.md). The shell's modules
    // are taken only from the `bootstrap` chunk, so lazy parts (the cart drawer) stay lazy. bootstrap.tsx
    // itself stays in that chunk: moved into the same chunk as the libs' providers, the page never started.
    performance: {
      preload: { type: 'all-chunks' },
      chunkSplit: {
        strategy: 'split-by-experience',
        override: {
          cacheGroups: {
            harmanLibs: {
              test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]|[\\/]node_modules[\\/](zod[\\/]v4[\\/](core|mini)|i18next)[\\/]/,
              name: 'harman-libs',
              chunks: 'async',
              enforce: true,
              priority: 30,
            },
            shellFirstPaint: {
              test: /[\\/]apps[\\/]shell[\\/]src[\\/](?!bootstrap\.tsx)/,
              name: 'harman-libs',
              chunks: (chunk) => chunk.name === 'bootstrap',
              enforce: true,
              priority: 30,
            },
          },
        },
      },
    },
    server: { historyApiFallback: true, proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' } },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons({ host: true }),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: federationExperiments({ host: true }),
      }),
    ],
  }),
);

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from '@swc/core';
import { defineConfig, mergeRsbuildConfig, type HtmlTag, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { baseConfig, shellRuntimeTrim } from '../../tools/rsbuild/federation';
import { sharedSingletons } from '../../tools/rsbuild/shared-singletons';
import { earlyRemoteLoadScript } from '../../libs/platform/src/early-load';
import { DEFAULT_REGISTRY_SOURCE } from '../../libs/platform/src/registry';
import { REMOTE_PREFIXES } from './src/remote-routes';
import { SESSION_CHECK_URL, SIGNED_IN_HINT_PATTERN, SIGN_OUT_PENDING_STORAGE_KEY, TIMINGS } from '@harman/contracts';

/**
 * The early-load script, minified and inlined into every page the shell serves, with the signed-in visit's
 * session check it may start (as libs/auth's controller would). The shell's own first-load files
 * are the page's script tags (no async boundary); its async chunks (the cart drawer, the bell's panel) are only
 * fetched on first use, so rsbuild adds no preload hints.
 */
function earlyScript(): HtmlTag {
  const source = earlyRemoteLoadScript(REMOTE_PREFIXES, DEFAULT_REGISTRY_SOURCE.registryUrl, DEFAULT_REGISTRY_SOURCE.timeoutMs, {
    url: SESSION_CHECK_URL,
    hintPattern: SIGNED_IN_HINT_PATTERN,
    signOutPendingKey: SIGN_OUT_PENDING_STORAGE_KEY,
    timeoutMs: TIMINGS.requestTimeoutMs,
  });
  return { tag: 'script', head: true, children: minifySync(source, { compress: true, mangle: true }).code };
}

/** The version and rules of each module the shell shares, as the remotes' builds expect them. */
function sharedVersions() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([name, { version, requiredVersion, singleton }]) => [name, { version, requiredVersion, singleton }]),
  );
}

/**
 * `shared-modules.json` beside the page: what this shell provides to the remotes. A remote's deploy reads it from
 * the live shell and refuses a build that needs a module the shell does not provide (tools/deploy/shell-compat.mjs).
 */
const pluginSharedModulesList: RsbuildPlugin = {
  name: 'harman-shared-modules-list',
  setup(api) {
    api.onAfterBuild(() => {
      const modules = Object.fromEntries(Object.entries(sharedVersions()).map(([name, { version }]) => [name, version]));
      writeFileSync(join(api.context.distPath, 'shared-modules.json'), `${JSON.stringify({ modules }, null, 2)}\n`);
    });
  },
};

// No remote URL here: the shell learns them at run time from the registry (or public/remotes.json).
export default mergeRsbuildConfig(
  baseConfig({ port: Number(process.env.PORT ?? 4200), title: 'Harman Kahve · Taze Kavrulmuş Nitelikli Kahve' }),
  defineConfig({
    html: {
      // Starts the registry, the route's manifest and its files while the shell's scripts download. Rsbuild also
      // adds public/favicon.svg on its own, which the template already names: the page asked for it twice.
      tags: [(tags) => [earlyScript(), ...tags.filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'icon'))]],
    },
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
    // the remotes its own copies of the shared modules (src/federation/shared-modules.ts). With the trims below,
    // the first load of `/` went 183.3 → 172.8 kB gzip (bench line 1; each step in bench/README.md).
    plugins: [pluginReact(), pluginSharedModulesList],
    tools: { rspack: (_config, { appendPlugins }) => appendPlugins(shellRuntimeTrim()) },
  }),
);

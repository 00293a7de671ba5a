/**
 * Build settings every front end shares: the remotes' federation (their shared singletons are in
 * shared-singletons.ts), and the Rsbuild basics (source alias for contracts, output folder Nx caches, no
 * `process` in the browser).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeRsbuildConfig, rspack, type Rspack, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginRouteAssets, type RouteChunks, type RouteData } from './route-assets';
import { pluginHeadRules } from './head-rules';
import { pluginPrecompress } from './precompress';
import type { HeadRules } from '../../libs/contracts/src/head-rules';
import { sharedSingletons, workspaceRoot } from './shared-singletons';

export { workspaceRoot };

/**
 * Rsbuild settings common to the shell and the remotes. The built page has no <title>: each page renders its
 * own (PageHead) and the shell's server writes it before any script runs; a static one would shadow them.
 * (`title` names the app; kept for the callers, not written into the page.)
 */
export function baseConfig({ port }: { port: number; title?: string }): RsbuildConfig {
  return {
    plugins: [pluginPrecompress()],
    resolve: {
      alias: { '@harman/contracts': join(workspaceRoot, 'libs/contracts/src/index.ts') },
    },
    source: {
      define: {
        'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
        // The release a build belongs to (set by the deploy command); shown as data-release on each remote.
        __HARMAN_RELEASE__: JSON.stringify(process.env.RELEASE_VERSION ?? 'dev'),
      },
    },
    html: { title: '', template: join(workspaceRoot, 'tools/rsbuild/index.html') },
    output: {
      distPath: { root: process.env.DIST_DIR ?? 'dist' },
      cleanDistPath: true,
      // SIZE_MAPS=1: emit source maps, to see which module each byte of a chunk comes from (bench/README.md).
      ...(process.env.SIZE_MAPS ? { sourceMap: { js: 'source-map' as const } } : {}),
    },
    server: { port, strictPort: true },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: { rspack: (_config, { appendPlugins }) => appendPlugins(esmFederationRuntime()) },
  };
}

/**
 * Rspack's federation plugin resolves the MF runtime with `require.resolve`, so the whole runtime was
 * bundled from its CommonJS files: no tree-shaking, node-only code kept. Every MF runtime package ships an
 * ESM twin next to each `.cjs` file; using them cut the shell entry 32.9 → 27.6 kB gzip and each remote
 * entry ~14.8 → ~9.5 kB (bench, 2026-11-21). Harmless in builds without federation.
 */
const MF_RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
function esmTwinOf(cjsFile: string): string {
  for (const ext of ['.js', '.mjs']) {
    const twin = cjsFile.replace(/\.cjs$/, ext);
    if (existsSync(twin)) return twin;
  }
  return cjsFile;
}

/** The runtime-core files that import its semver `satisfy`, and the memoising stand-in (mf-semver-memo.js). */
const MF_SEMVER_IMPORT = /^\.\/(utils\/)?semver\/index\.js$/;
const MF_RUNTIME_CORE_DIST = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]/;
const MF_SEMVER_ORIGINAL = join(workspaceRoot, 'node_modules/@module-federation/runtime-core/dist/utils/semver/index.js');
/** The error-codes package's table of sentences, and its stand-in (mf-error-descriptions.js). */
const MF_ERROR_DESCRIPTIONS = /^\.\/desc\.(m?js|cjs)$/;
const MF_ERROR_CODES_DIST = /[\\/]@module-federation[\\/]error-codes[\\/]dist([\\/]|$)/;

function esmFederationRuntime() {
  return {
    apply(compiler: Rspack.Compiler) {
      // The runtime's semver checks, computed once per (version, range) pair (mf-semver-memo.js).
      new rspack.NormalModuleReplacementPlugin(MF_SEMVER_IMPORT, (data: { request: string; context?: string }) => {
        if (data.context && MF_RUNTIME_CORE_DIST.test(data.context)) data.request = join(__dirname, 'mf-semver-memo.js');
      }).apply(compiler);
      new rspack.NormalModuleReplacementPlugin(MF_ERROR_DESCRIPTIONS, (data: { request: string; context?: string }) => {
        if (data.context && MF_ERROR_CODES_DIST.test(data.context)) data.request = join(__dirname, 'mf-error-descriptions.js');
      }).apply(compiler);
      compiler.options.resolve.alias = { ...(compiler.options.resolve.alias as Record<string, string>), 'harman-mf-semver-original$': MF_SEMVER_ORIGINAL };
      // The bundler runtime the plugin injects is an absolute `.cjs` request ...
      new rspack.NormalModuleReplacementPlugin(MF_RUNTIME_CJS, (data: { request: string }) => {
        data.request = esmTwinOf(data.request);
      }).apply(compiler);
      // ... and `@module-federation/runtime$` is an alias the plugin adds once every plugin is applied.
      compiler.hooks.afterPlugins.tap('EsmFederationRuntime', () => {
        const alias = compiler.options.resolve.alias as Record<string, unknown> | undefined;
        for (const [key, target] of Object.entries(alias ?? {})) {
          if (alias && typeof target === 'string' && MF_RUNTIME_CJS.test(target)) alias[key] = esmTwinOf(target);
        }
      });
    },
  };
}

/**
 * Federation options that cut bytes (measured in TOOLCHAIN.md): one MF runtime for the whole page, created
 * by the shell and borrowed by every remote, and the browser-only build of the runtime.
 */
const REMOTE_EXPERIMENTS = {
  externalRuntime: true,
  // A remote never loads another remote, so its entry can drop the remote-loading runtime (−0.4 kB gzip).
  optimization: { target: 'web' as const, disableRemote: true },
};

/**
 * The shell's federation runtime without the parts that read remote snapshots (manifests) and preload their
 * assets: the shell reads manifests itself and registers entry scripts (libs/platform/src/federation.ts), and
 * builds with FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN. Two runtime-core modules are swapped for the stand-ins in
 * mf-shell/ (1.7 kB gzip together, bench/README.md). Checked against runtime-core 2.9.2: the only callers of
 * what they drop are `preloadRemote` and the snapshot plugin.
 */
export function shellRuntimeTrim() {
  const replace = (request: RegExp, fromDir: RegExp, stand: string) =>
    new rspack.NormalModuleReplacementPlugin(request, (data: { request: string; context?: string }) => {
      if (data.context && fromDir.test(data.context)) data.request = join(__dirname, 'mf-shell', stand);
    });
  return {
    apply(compiler: Rspack.Compiler) {
      // core.js constructs the handler; remote/index.js keeps the real module for getGlobalRemoteInfo.
      replace(/^\.\/plugins\/snapshot\/SnapshotHandler\.js$/, /[\\/]runtime-core[\\/]dist$/, 'snapshot-handler.js').apply(compiler);
      replace(/^(\.\.?\/)(utils\/)?preload\.js$/, /[\\/]runtime-core[\\/]dist([\\/](remote|utils))?$/, 'preload.js').apply(compiler);
    },
  };
}

/**
 * A production remote runs only inside the shell, which provides every shared module (shared-singletons.spec.ts
 * checks it): its entry needs no fallback copies to choose from (−0.8 kB gzip per remote entry). A remote deployed
 * alone is checked against what the live shell provides (tools/deploy/shell-compat.mjs). Standalone
 * (`npm run dev -w …`) a remote keeps its own copies.
 */
function withoutFallbacks(shared: ReturnType<typeof sharedSingletons>) {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, import: false as const }]));
}

/**
 * A remote: exposes `./App`, borrows the shell's runtime and singletons, loads chunks from its own origin.
 * `routeChunks` lists its lazily loaded routes' chunk groups, for deep links, and `routeData` the api read a deep
 * link's page starts with (see route-assets.ts); `headRules`
 * its pages' heads for the document server (see head-rules.ts).
 */
export function remoteConfig({
  name,
  port,
  title,
  routeChunks,
  routeData,
  headRules,
}: {
  name: string;
  port: number;
  title: string;
  routeChunks?: RouteChunks;
  routeData?: RouteData;
  headRules?: HeadRules;
}): RsbuildConfig {
  return mergeRsbuildConfig(
    baseConfig({ port: Number(process.env.PORT ?? port), title }),
    defineConfig({
      // 'auto': chunks load from wherever the manifest was served, so one build works at any URL.
      output: { assetPrefix: 'auto' },
      server: { headers: { 'Access-Control-Allow-Origin': '*' }, proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' } },
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          name,
          exposes: { './App': './src/exposes/app.tsx' },
          shared: process.env.NODE_ENV === 'development' ? sharedSingletons() : withoutFallbacks(sharedSingletons()),
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: REMOTE_EXPERIMENTS,
          // The shell's shared modules are listed whole (shared-singletons.ts): no per-export lists (−0.1 kB).
          injectTreeShakingUsedExports: false,
        }),
        ...(routeChunks ? [pluginRouteAssets(routeChunks, routeData)] : []),
        ...(headRules ? [pluginHeadRules(headRules)] : []),
      ],
    }),
  );
}

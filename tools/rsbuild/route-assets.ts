/**
 * Writes into a remote's `mf-manifest.json` the files each of its lazily loaded routes needs
 * (`harmanRouteAssets`: path → js and css, relative to the manifest like the rest of it), so the shell's early
 * script (libs/platform/src/early-load.ts) can fetch a deep link's page code together with the remote's
 * entry instead of after the remote has started. The federation runtime ignores the extra field.
 *
 * `routeChunks` names, per path ('/shop', or '/shop/*' for everything below it), the chunk groups the route
 * imports: the `webpackChunkName` of its `import()` calls.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export type RouteChunks = Record<string, string[]>;
/**
 * Per path ('/admin/dashboard') or pattern ending in '/*', the api read a direct visit's page starts with,
 * `{segment}` standing for the one path segment below a pattern ('/shop/*' → '/api/products/{segment}'), or one
 * read per language ({ tr, en }); a read with a query of its own is made only for an address without one. The
 * early script starts it with the page's code (`harmanRouteData`), and the page takes its answer
 * (libs/platform/src/early-load.ts, `takeEarlyData`).
 */
export type RouteData = Record<string, string | Record<'tr' | 'en', string>>;
export interface RouteAssets {
  js: string[];
  css: string[];
}

type ChunkGroups = Record<string, { assets?: { name: string }[] } | undefined>;

/** The files of the named chunk groups, per path, minus the files the exposed module loads anyway. */
export function routeAssets(routeChunks: RouteChunks, groups: ChunkGroups, alreadyLoaded: Set<string>): Record<string, RouteAssets> {
  return Object.fromEntries(
    Object.entries(routeChunks).map(([path, names]) => {
      const files = new Set<string>();
      for (const name of names) {
        const group = groups[name];
        if (!group) throw new Error(`route ${path}: no chunk group named '${name}' (a webpackChunkName in the routes?)`);
        for (const { name: file } of group.assets ?? []) if (!alreadyLoaded.has(file) && !file.endsWith('.map')) files.add(file);
      }
      const list = [...files].sort();
      return [path, { js: list.filter((file) => file.endsWith('.js')), css: list.filter((file) => file.endsWith('.css')) }];
    }),
  );
}

interface Manifest {
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  harmanRouteAssets?: Record<string, RouteAssets>;
  harmanRouteData?: RouteData;
}

export function pluginRouteAssets(routeChunks: RouteChunks, routeData?: RouteData): RsbuildPlugin {
  return {
    name: 'harman:route-assets',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats || 'stats' in stats) return; // one environment per remote build
        const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true, chunkGroupAuxiliary: false });
        const manifestPath = join(api.context.distPath, 'mf-manifest.json');
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
        const alreadyLoaded = new Set(
          (manifest.exposes ?? []).flatMap((expose) => [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])]),
        );
        manifest.harmanRouteAssets = routeAssets(routeChunks, namedChunkGroups as ChunkGroups, alreadyLoaded);
        if (routeData) manifest.harmanRouteData = routeData;
        writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
      });
    },
  };
}

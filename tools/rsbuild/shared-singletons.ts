/**
 * What the front ends share at run time: the modules a remote takes from the page, with their versions (read
 * from the package.json files). Plain data, no bundler: the shell's spec checks its shared modules against it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const workspaceRoot = join(__dirname, '..', '..');

function versionOf(packageJsonPath: string): string {
  return JSON.parse(readFileSync(packageJsonPath, 'utf8')).version;
}
const dependency = (name: string) => versionOf(join(workspaceRoot, 'node_modules', name, 'package.json'));
const workspaceLib = (lib: string) => versionOf(join(workspaceRoot, 'libs', lib, 'package.json'));

/**
 * The router is shared tree-shaken: the shell provides only these exports (apps/shell/src/federation/
 * router-exports.ts, kept equal to this list by shared-singletons.spec.ts; TOOLCHAIN.md: −46 kB gzip). Every router export any
 * app uses must be listed here, or that app breaks at run time; the list covers today's imports plus the
 * common ones pages are expected to need.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'Outlet',
  // The language router (libs/platform/src/language-router.tsx) of the shell and the standalone remotes.
  'Router', 'UNSAFE_createBrowserHistory', 'useHref',
  'useLocation', 'useNavigate', 'useSearchParams', 'useParams', 'useMatch', 'useNavigationType',
  'useOutletContext', 'useInRouterContext', 'matchPath', 'generatePath', 'createSearchParams',
];
const routerTreeShaking = { mode: 'runtime-infer' as const, usedExports: ROUTER_EXPORTS };

type SharedConfig = {
  singleton: boolean;
  version: string;
  requiredVersion: string;
  treeShaking?: typeof routerTreeShaking;
  /** The module provided under the shared name, when it is not the package itself; false: none of its own. */
  import?: string | false;
};

/**
 * The modules a remote takes from the page (the shell provides each, apps/shell/src/federation/shared-modules.ts),
 * with the version it asks for. Its own copy is only a fallback, for the remote on its own.
 */
export function sharedSingletons(): Record<string, SharedConfig> {
  const react = dependency('react');
  const reactDom = dependency('react-dom');
  const router = dependency('react-router-dom');
  const reactRouter = dependency('react-router');
  const npm = (version: string): SharedConfig => ({ singleton: true, version, requiredVersion: `^${version}` });
  const lib = (name: string): SharedConfig => ({ singleton: true, version: workspaceLib(name), requiredVersion: `^${workspaceLib(name)}` });
  return {
    react: npm(react),
    'react/jsx-runtime': npm(react),
    'react-dom': npm(reactDom),
    'react-dom/client': npm(reactDom),
    'react-router-dom': { ...npm(router), treeShaking: routerTreeShaking },
    'react-router': { ...npm(reactRouter), treeShaking: routerTreeShaking },
    // Contracts is not shared: it is pure data (schemas, constants), and bundled into each app it is
    // tree-shaken (`sideEffects: false`), so a page loads only the schemas it uses. The ones every first
    // load needs are zod/mini, whose code is shared as the subset contracts uses (one copy in the page);
    // classic zod, for the lazy form pages, is not shared: whole, with its locales, it is ~90 kB gzip.
    'zod/mini': { ...npm(dependency('zod')), singleton: false, import: join(workspaceRoot, 'libs/contracts/src/zod-mini.ts') },
    // Stateless, but every shared lib bundles what it imports: unshared, it was in four first-load chunks.
    '@harman/api-client': lib('api-client'),
    '@harman/cart': lib('cart'),
    '@harman/i18n': lib('i18n'),
    '@harman/auth': lib('auth'),
    '@harman/ui': lib('ui'),
  };
}


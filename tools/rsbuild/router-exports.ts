/**
 * The router is shared tree-shaken: only these exports are shipped (TOOLCHAIN.md: −46 kB gzip). Remotes build
 * with this list (tools/rsbuild/federation.ts); the shell provides exactly these (apps/shell/src/federation/router.ts,
 * whose spec compares the two). Every router export any app uses must be listed here, or that app breaks at run
 * time; the list covers today's imports plus the common ones pages are expected to need.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'Outlet',
  // The language router (libs/platform/src/language-router.tsx) of the shell and the standalone remotes.
  'Router', 'UNSAFE_createBrowserHistory', 'useHref',
  'useLocation', 'useNavigate', 'useSearchParams', 'useParams', 'useMatch', 'useNavigationType',
  'useOutletContext', 'useInRouterContext', 'matchPath', 'generatePath', 'createSearchParams',
];

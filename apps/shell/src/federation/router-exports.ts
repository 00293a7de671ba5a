/**
 * The router as the shell shares it with the remotes: only the exports they use, so the page carries no
 * unused router code (the whole of react-router-dom is ~46 kB gzip more, TOOLCHAIN.md). The remotes' builds
 * ask for exactly these (`ROUTER_EXPORTS` in tools/rsbuild/shared-singletons.ts); its spec keeps the two lists
 * equal, since a missing export breaks a remote only at run time.
 */
export {
  BrowserRouter, Routes, Route, Link, NavLink, Navigate, Outlet,
  Router, UNSAFE_createBrowserHistory, useHref,
  useLocation, useNavigate, useSearchParams, useParams, useMatch, useNavigationType,
  useOutletContext, useInRouterContext, matchPath, generatePath, createSearchParams,
} from 'react-router-dom';

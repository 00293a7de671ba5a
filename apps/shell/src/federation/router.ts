/**
 * The router as the shell shares it with the remotes, as `react-router-dom` and `react-router`: one module
 * re-exporting what they use (tools/rsbuild/router-exports.ts; tools/rsbuild/router-exports.spec.ts keeps the two lists equal).
 * The remotes' own copy is never built (`import: false` on their shared entries in production).
 */
export {
  BrowserRouter, Routes, Route, Link, NavLink, Navigate, Outlet,
  Router, UNSAFE_createBrowserHistory, useHref,
  useLocation, useNavigate, useSearchParams, useParams, useMatch, useNavigationType,
  useOutletContext, useInRouterContext, matchPath, generatePath, createSearchParams,
} from 'react-router-dom';

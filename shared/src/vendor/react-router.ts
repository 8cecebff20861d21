// What the platform uses of react-router, provided as the shared `react-router` singleton.
// A shared module cannot be tree-shaken (no build knows what the other apps use), and the full
// package is ~60 KiB gzip, mostly server and RSC code no page runs; this entry is the part we use.
// Apps keep importing from 'react-router'; a test (vendor-exports.test.ts) fails when one imports
// a name that is not listed here. `react-router-full` is an alias of the real package that the
// federation plugin does not intercept (see shared/build/federation.mjs).
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  UNSAFE_DataRouterContext,
  useLocation,
  useMatch,
  useNavigationType,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-full';

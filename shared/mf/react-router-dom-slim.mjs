// What the apps use of react-router-dom, and only that, as the shared 'react-router-dom'.
// A shared module is bundled whole (nobody knows what a future remote imports), and React Router
// 7's one module holds everything: data routers, framework mode, server rendering, RSC, cookies.
// Re-exporting the names the apps import lets the build drop the rest (60.5 → 30.6 KB gzipped).
// 'react-router-source' (an alias of react-router, see resolve.alias in index.mjs) keeps the
// request from being taken over by the shared 'react-router', which would import itself.
// A name an app imports that is not listed here is undefined at run time:
// scripts/__tests__/shared-slim.test.mjs fails when one is missing, or one listed is no longer used.
// UNSAFE_DataRouterContext: mf-mypage's unsaved-changes guard and 쇼핑's leave hold hold a navigation through the
// router's blocker API (useBlocker itself would add 0.2 KB gzipped to every tab's first load; the context adds a few
// bytes), and the shell's tab bar lights the tab such a held navigation goes to.
// useNavigation: the shell's tab bar lights the tab being opened while its remote's code is still arriving.
export {
  Link,
  Navigate,
  Outlet,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-source';
// react-router-dom's RouterProvider is the DOM one (flushSync from react-dom).
export { RouterProvider } from 'react-router/dom';

// The shell's route tree. Remote routes are patched into 'public' / 'protected' on first visit.
import type { RouteObject } from 'react-router-dom';
import { routeTable, type LazyScreen, type RouteKeyOf } from '@guardian/shared';
import { PageSkeleton } from '../components/page-skeleton';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { LoginShopLayout } from '../features/session/components/login-shop-layout';
import { CatchAll } from './catch-all';
import { RootLayout } from './root-layout';
import { ROUTE_IDS, withScreenBoundary } from './patch-routes';

// The shell's own screens, by manifest key; the manifest gives their paths and titles, and the
// type requires a screen for every route the manifest gives the shell.
const shellScreens: Record<RouteKeyOf<'shell'>, LazyScreen> = {
  auth: async () => ({ Component: (await import('../features/auth/routes/auth-landing')).AuthLanding }),
  authEmail: async () => ({ Component: (await import('../features/auth/routes/auth-email')).AuthEmail }),
  authSns: async () => ({ Component: (await import('../features/auth/routes/auth-sns')).AuthSns }),
  authSnsNickname: async () => ({
    Component: (await import('../features/auth/routes/auth-sns-nickname')).AuthSnsNickname,
  }),
  callbackKakao: async () => ({
    Component: (await import('../features/auth/routes/sns-callback')).KakaoCallback,
  }),
  callbackApple: async () => ({
    Component: (await import('../features/auth/routes/sns-callback')).AppleCallback,
  }),
  invitation: async () => ({
    Component: (await import('../features/invitation/routes/invitation-screen')).InvitationScreen,
  }),
  check: async () => ({ Component: (await import('../features/entry/routes/check-screen')).CheckScreen }),
  lure: async () => ({ Component: (await import('../features/entry/routes/lure-screen')).LureScreen }),
  bye: async () => ({ Component: (await import('../features/entry/routes/bye-screen')).ByeScreen }),
  error: async () => ({ Component: (await import('../features/entry/routes/error-screen')).ErrorScreen }),
  notFound: async () => ({
    Component: (await import('../features/entry/routes/not-found-screen')).NotFoundScreen,
  }),
};

export const shellRoutes: RouteObject[] = routeTable('shell', shellScreens).map(withScreenBoundary);

export function createRouteTree(): RouteObject[] {
  return [
    {
      // Pathless on purpose: with path '/' the root would fully match "/" and React Router
      // would never ask patchRoutesOnNavigation for mf-shops' home; pathless, "/" reaches `*`.
      id: ROUTE_IDS.root,
      element: <RootLayout />,
      HydrateFallback: PageSkeleton,
      errorElement: <AppErrorBoundary />,
      children: [
        ...shellRoutes,
        { id: ROUTE_IDS.public, children: [] },
        { id: ROUTE_IDS.protected, element: <LoginShopLayout />, children: [] },
        { path: '*', element: <CatchAll /> },
      ],
    },
  ];
}

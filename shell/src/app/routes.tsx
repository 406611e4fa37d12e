// The shell's route tree. Remote routes are patched into 'public' / 'protected' on first visit.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageSkeleton } from '../components/page-skeleton';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { LoginShopLayout } from '../features/session/components/login-shop-layout';
import { CatchAll } from './catch-all';
import { RootLayout } from './root-layout';
import { ROUTE_IDS } from './patch-routes';

const screen = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

export const shellRoutes: RouteObject[] = [
  {
    path: paths.auth,
    ...screen(async () => ({
      Component: (await import('../features/auth/routes/auth-landing')).AuthLanding,
    })),
  },
  {
    path: paths.authEmail,
    ...screen(async () => ({ Component: (await import('../features/auth/routes/auth-email')).AuthEmail })),
  },
  {
    path: paths.authSns,
    ...screen(async () => ({ Component: (await import('../features/auth/routes/auth-sns')).AuthSns })),
  },
  {
    path: paths.authSnsNickname,
    ...screen(async () => ({
      Component: (await import('../features/auth/routes/auth-sns-nickname')).AuthSnsNickname,
    })),
  },
  {
    path: paths.callbackKakao,
    ...screen(async () => ({
      Component: (await import('../features/auth/routes/sns-callback')).KakaoCallback,
    })),
  },
  {
    path: paths.callbackApple,
    ...screen(async () => ({
      Component: (await import('../features/auth/routes/sns-callback')).AppleCallback,
    })),
  },
  {
    path: paths.invitation,
    ...screen(async () => ({
      Component: (await import('../features/invitation/routes/invitation-screen')).InvitationScreen,
    })),
  },
  {
    path: paths.check,
    ...screen(async () => ({
      Component: (await import('../features/entry/routes/check-screen')).CheckScreen,
    })),
  },
  {
    path: paths.lure,
    ...screen(async () => ({ Component: (await import('../features/entry/routes/lure-screen')).LureScreen })),
  },
  {
    path: paths.bye,
    ...screen(async () => ({ Component: (await import('../features/entry/routes/bye-screen')).ByeScreen })),
  },
  {
    path: paths.error,
    ...screen(async () => ({
      Component: (await import('../features/entry/routes/error-screen')).ErrorScreen,
    })),
  },
  {
    path: paths.notFound,
    ...screen(async () => ({
      Component: (await import('../features/entry/routes/not-found-screen')).NotFoundScreen,
    })),
  },
];

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

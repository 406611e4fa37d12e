import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { AuthLanding } from '../routes/auth-landing';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';

const tree = (): RouteObject[] => [
  { path: '/auth', element: <AuthLanding /> },
  { path: '/coupon/3', element: <p>쿠폰 도착</p> },
  { path: '/', element: <p>홈 도착</p> },
];

beforeEach(() => resetStores());

describe('/auth landing', () => {
  it('offers every way in, each keeping the redirectUrl', () => {
    renderRoutes(tree(), { path: '/auth?redirectUrl=%2Fcoupon%2F3' });
    expect(screen.getByRole('button', { name: '이메일로 로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/auth/email?mode=signup&redirectUrl=%2Fcoupon%2F3',
    );
  });

  it('says 한곳에서 as one word (one and the same place), as 매장·예약’s home says it', () => {
    renderRoutes(tree(), { path: '/auth' });
    expect(screen.getByText(/우리 아이 케어를 한곳에서/)).toBeInTheDocument();
    expect(screen.queryByText(/한 곳에서/)).not.toBeInTheDocument();
  });

  it('sends someone already logged in on to the redirectUrl, replacing the login page', async () => {
    resetStores({ token: 'tok-1' });
    const { router } = renderRoutes(tree(), { path: '/auth?redirectUrl=%2Fcoupon%2F3' });
    expect(await screen.findByText('쿠폰 도착')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('never follows a redirectUrl to another site', async () => {
    resetStores({ token: 'tok-1' });
    renderRoutes(tree(), { path: '/auth?redirectUrl=%2F%2Fevil.example' });
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
  });

  it.each([
    ['a backslash', '/\\evil.example/x'],
    ['a tab', '/\t/evil.example/x'],
  ])(
    'never follows a redirectUrl that the browser reads as another site (%s after the slash)',
    async (_, target) => {
      resetStores({ token: 'tok-1' });
      renderRoutes(tree(), { path: `/auth?redirectUrl=${encodeURIComponent(target)}` });
      expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    },
  );
});

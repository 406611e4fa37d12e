// 쿠폰 opened logged out: one login prompt for the screen, as 이용권 and a coupon's own page show it, with no 사용 가능 / 사용·만료 tabs over a refusal.
import { screen } from '@testing-library/react';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { expectLoginPromptOnly } from '../../../test/login-prompt';
import { CouponScreen } from '../components/coupon-screens';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

beforeEach(() => {
  useSessionStore.getState().setToken(null);
  vi.mocked(apiGet).mockReset().mockRejectedValue(new Error('asked logged out'));
  vi.mocked(publicGet).mockReset().mockRejectedValue(new Error('asked logged out'));
});

describe('쿠폰, logged out', () => {
  it('shows the login prompt the other screens show, asks nothing, and comes back here after login', () =>
    expectLoginPromptOnly({
      at: '/coupon?tab=past',
      path: '/coupon',
      Component: CouponScreen,
      title: '쿠폰',
      what: '쿠폰을',
      notShown: () => screen.queryByRole('tablist'),
    }));
});

// 일정 opened logged out (a link, 둘러보기): one login prompt, as 예약 내역 shows it, not an empty calendar over the API’s 401.
import { screen } from '@testing-library/react';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { expectLoginPromptOnly } from '../../../test/login-prompt';
import { ScheduleScreen } from '../components/schedule-screen';

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

describe('일정, logged out', () => {
  it('shows the login prompt the other screens show, asks nothing, and comes back here after login', () =>
    expectLoginPromptOnly({
      at: '/schedule?date=2026-11-25',
      path: '/schedule',
      Component: ScheduleScreen,
      title: '일정',
      what: '일정을',
      notShown: () => screen.queryByRole('grid'), // no calendar of nothing,
    }));
});

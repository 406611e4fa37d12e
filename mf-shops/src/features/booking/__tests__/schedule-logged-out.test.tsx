// 일정 opened logged out (a link, 둘러보기): one login prompt, as 예약 내역 shows it, not an empty calendar over the API’s 401.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
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
  it('shows the login prompt the other screens show, asks nothing, and comes back here after login', async () => {
    const { router } = renderScreen('/schedule?date=2026-11-25', [
      { path: '/schedule', Component: ScheduleScreen },
      { path: '/auth', element: <p>로그인 화면</p> },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: '일정' })).toBeInTheDocument();
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(
      screen.getByText('일정을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요.'),
    ).toBeInTheDocument();
    // Not the API's 401 in a red alert with a grey button.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument(); // no calendar of nothing
    expect(apiGet).not.toHaveBeenCalled();
    expect(publicGet).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectUrl=${encodeURIComponent('/schedule?date=2026-11-25')}`,
    );
  });
});

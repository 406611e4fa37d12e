import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { AlimtalkScreen } from '../components/alimtalk-screen';
import { ScheduleScreen } from '../components/schedule-screen';
import { renderAt, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(publicGet).mockReset();
});

afterEach(() => vi.useRealTimers());

describe('일정', () => {
  it('marks the days with visits and lists a day’s visits when tapped', async () => {
    vi.mocked(apiGet).mockResolvedValue([
      reservation({ reservationSeq: 1, date: '2026-11-25', endDate: '2026-11-25' }),
      reservation({
        reservationSeq: 2,
        category: 'HOTELING',
        date: '2026-11-28',
        endDate: '2026-11-29',
        time: null,
        nights: 1,
        shop: { shopId: 2, name: '구름펫스테이', thumbnailUrl: null, address: '서울 중구', phone: '02-1' },
      }),
    ]);
    const user = userEvent.setup();
    const { container } = renderAt('/schedule', [{ path: '/schedule', Component: ScheduleScreen }]);

    expect(await screen.findByText('이날은 방문 일정이 없어요')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/schedule', { month: '2026-11' });
    const marked = [...container.querySelectorAll('td.visit')].map((td) => td.getAttribute('data-day'));
    expect(marked).toEqual(['2026-11-25', '2026-11-28', '2026-11-29']);

    // Days and month arrows are named in Korean for screen readers (the picker's defaults are English).
    expect(screen.getByRole('button', { name: '오늘, 2026년 11월 22일 일요일, 선택됨' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 달' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 달' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2026년 11월 28일 토요일' }));
    expect(screen.getByRole('button', { name: '2026년 11월 28일 토요일, 선택됨' })).toBeInTheDocument();
    expect(await screen.findByText('구름펫스테이')).toBeInTheDocument();
    expect(screen.queryByText('바둑펫뷰티 종로점')).not.toBeInTheDocument();
  });

  it('is a tab page under the shell’s bar: its name heads the page, with no second bar of its own', async () => {
    vi.mocked(apiGet).mockResolvedValue([]);
    renderAt('/schedule', [{ path: '/schedule', Component: ScheduleScreen }]);
    expect(await screen.findByRole('heading', { level: 1, name: '일정' })).toBeInTheDocument();
    // The page header's bar (a <header>) under the shell's 가디언 bar took 56 px more: on a phone on its side the
    // three bars left the calendar 229 of 390 px.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('일정: the chosen day and the address', () => {
  const byMonth = (months: Record<string, unknown[]>) =>
    vi
      .mocked(apiGet)
      .mockImplementation(async (_path, query) => months[(query as { month: string }).month] ?? []);

  it('keeps listing the chosen day’s visits after paging to another month', async () => {
    byMonth({ '2026-11': [reservation({ date: '2026-11-25', endDate: '2026-11-25' })], '2026-12': [] });
    const user = userEvent.setup();
    renderAt('/schedule', [{ path: '/schedule', Component: ScheduleScreen }]);
    await user.click(await screen.findByRole('button', { name: '2026년 11월 25일 수요일' }));
    expect(await screen.findByText('바둑펫뷰티 종로점')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByRole('button', { name: '2026년 12월 1일 화요일' })).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/schedule', { month: '2026-12' });
    // Still 11월 25일 below the calendar, with its visit, not "no visits" from December's list.
    expect(screen.getByRole('heading', { name: '11월 25일 (수)' })).toBeInTheDocument();
    expect(screen.getByText('바둑펫뷰티 종로점')).toBeInTheDocument();
    expect(screen.queryByText('이날은 방문 일정이 없어요')).not.toBeInTheDocument();
  });

  it.each(['garbage', '2026-02-30', '2026-11'])('opens on today when ?date=%s is not a day', async (date) => {
    byMonth({ '2026-11': [reservation({ date: '2026-11-22', endDate: '2026-11-22' })] });
    renderAt(`/schedule?date=${date}`, [{ path: '/schedule', Component: ScheduleScreen }]);
    expect(await screen.findByRole('heading', { name: '11월 22일 (일)' })).toBeInTheDocument();
    expect(await screen.findByText('바둑펫뷰티 종로점')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/schedule', { month: '2026-11' });
  });
});

describe('알림톡 방문 일정', () => {
  it('opens the visit without login', async () => {
    useSessionStore.getState().clear();
    vi.mocked(apiGet).mockResolvedValue(reservation());
    renderAt('/schedule/alimtalk?token=abc', [{ path: '/schedule/alimtalk', Component: AlimtalkScreen }]);
    expect(await screen.findByText('바둑펫뷰티 종로점')).toBeInTheDocument();
    // Asked with the session when there is one (its 소식 entry is read then); without, as anyone.
    expect(apiGet).toHaveBeenCalledWith('/v2/schedule/alimtalk', { token: 'abc' });
    expect(publicGet).not.toHaveBeenCalled();
    // Logged out there is no 예약 상세 to go to.
    expect(screen.queryByRole('button', { name: '예약 상세 보기' })).not.toBeInTheDocument();
  });

  it('logged in, leads on to 예약 상세, where the booking can be cancelled or asked about', async () => {
    vi.mocked(apiGet).mockResolvedValue(reservation());
    const { router } = renderAt('/schedule/alimtalk?token=abc', [
      { path: '/schedule/alimtalk', Component: AlimtalkScreen },
      { path: '/reservation/detail', element: <p>예약 상세</p> },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: '예약 상세 보기' }));
    expect(await screen.findByText('예약 상세')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?reservationSeq=${reservation().reservationSeq}`);
  });

  it('goes back to 알림 when opened from the in-app notification list', async () => {
    vi.mocked(apiGet).mockResolvedValue(reservation());
    const { router } = renderAt('/news', [
      { path: '/news', element: <p>알림 목록</p> },
      { path: '/schedule/alimtalk', Component: AlimtalkScreen },
    ]);
    await act(() => router.navigate('/schedule/alimtalk?token=abc'));
    expect(await screen.findByText('바둑펫뷰티 종로점')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('알림 목록')).toBeInTheDocument();
  });

  it('says a cancelled visit’s link is cancelled, not expired, and leads to the past reservations', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 410, resultCode: 'SCHEDULE_VISIT_CANCELED', message: '취소된 예약이에요.' }),
    );
    const { router } = renderAt('/schedule/alimtalk?token=abc', [
      { path: '/schedule/alimtalk', Component: AlimtalkScreen },
      { path: '/reservation', element: <p>예약 내역</p> },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('취소된 예약이에요.');
    expect(alert).not.toHaveTextContent('만료');
    await userEvent.click(screen.getByRole('button', { name: '예약 내역 보기' }));
    expect(await screen.findByText('예약 내역')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scope=past');
  });

  it('explains an invalid or expired link in Korean', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 400, resultCode: 'INVALID_SCHEDULE_TOKEN', message: 'invalid' }),
    );
    renderAt('/schedule/alimtalk?token=expired', [{ path: '/schedule/alimtalk', Component: AlimtalkScreen }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('링크가 만료되었거나 올바르지 않아요.');
  });
});

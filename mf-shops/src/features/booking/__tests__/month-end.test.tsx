// The booking calendar and 일정 left open over midnight at a month's end: today moves into the new month while the
// page stays on screen (its clock ticks every 30 seconds), and the calendar moves with it, as a fresh load opens.
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { MonthAvailability, Product } from '../api/types';
import { DatePickerSection } from '../components/date-picker-section';
import { ScheduleScreen } from '../components/schedule-screen';
import { plainMonth, product, renderAt, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

/** 31 December 2026, 23:59 in Seoul; the page's clock (Date and its 30-second tick) is fake. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-12-31T14:59:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The page stays on screen while the clock moves on by `ms`. */
const stayOpen = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

const dayNames = () =>
  within(screen.getByRole('grid'))
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('예약 달력, left open past midnight on a month’s last day', () => {
  /** The month as the API answers it at each call: today's start has passed on 31 December (read that evening). */
  function monthsApi() {
    vi.mocked(apiGet).mockImplementation(async (_url, params) => {
      const month = String((params as { month: string }).month);
      const days: MonthAvailability['days'] =
        month === '2026-12'
          ? [{ date: '2026-12-31', available: false, closed: false, startPassed: true, remaining: 0 }]
          : [{ date: '2027-01-01', available: true, closed: false, startPassed: false, remaining: 8 }];
      return { ...plainMonth(month), days };
    });
  }
  const renderPicker = (of: Product = product) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DatePickerSection shopId={1} product={of} petSeqs={[1]} date={null} end={null} onChange={vi.fn()} />
      </QueryClientProvider>,
    );

  it('moves on to the new month at midnight, with its days, and no longer says today’s times are over', async () => {
    monthsApi();
    renderPicker();
    expect(
      await screen.findByRole('button', { name: '오늘, 2026년 12월 31일 목요일, 오늘 예약 시간이 지난 날' }),
    ).toBeDisabled();
    expect(screen.getByText(/오늘은 예약할 수 있는 시간이 모두 지났어요/)).toBeInTheDocument();

    stayOpen(90_000); // 00:00:30 on 1 January
    expect(await screen.findByText('2027년 1월')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '오늘, 2027년 1월 1일 금요일, 예약할 수 있는 날' }),
    ).toBeEnabled();
    expect(dayNames()).toHaveLength(31);
    expect(screen.queryByText(/오늘은 예약할 수 있는 시간이 모두 지났어요/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 달' })).toBeDisabled();
    expect(apiGet).toHaveBeenLastCalledWith('/v2/online-reservation/shops/1/availability/month', {
      productSeq: 1,
      month: '2027-01',
      petSeqs: [1],
    });
  });

  it('says nothing of today’s passed check-in from last night’s month (hotel), even before the new month is read', async () => {
    monthsApi();
    renderPicker({ ...product, category: 'HOTELING' });
    expect(await screen.findByText(/오늘은 체크인 시간이 지나 예약할 수 없어요/)).toBeInTheDocument();

    // The new month's answer is slow: 12월's, read last night, is all there is meanwhile.
    vi.mocked(apiGet).mockImplementation(() => new Promise(() => {}));
    stayOpen(90_000);
    expect(await screen.findByText('2027년 1월')).toBeInTheDocument();
    expect(screen.queryByText(/오늘은 체크인 시간이 지나 예약할 수 없어요/)).not.toBeInTheDocument();
    expect(dayNames()).toContain('오늘, 2027년 1월 1일 금요일');
  });

  it('stays on a later month paged to', async () => {
    monthsApi();
    renderPicker();
    await screen.findByText('2026년 12월');
    act(() => screen.getByRole('button', { name: '다음 달' }).click());
    act(() => screen.getByRole('button', { name: '다음 달' }).click());
    expect(await screen.findByText('2027년 2월')).toBeInTheDocument();
    stayOpen(90_000);
    expect(screen.getByText('2027년 2월')).toBeInTheDocument();
  });
});

describe('일정, left open past midnight on a month’s last day', () => {
  const routes = [{ path: '/schedule', Component: ScheduleScreen }];
  beforeEach(() => {
    vi.mocked(apiGet).mockImplementation(async (_url, params) =>
      (params as { month: string }).month === '2027-01'
        ? [reservation({ date: '2027-01-01', endDate: '2027-01-01', startAt: '2027-01-01T03:00:00.000Z' })]
        : [],
    );
  });

  it('shows the new month with today chosen, the day’s visits under it', async () => {
    renderAt('/schedule', routes);
    expect(
      await screen.findByRole('button', { name: '오늘, 2026년 12월 31일 목요일, 선택됨' }),
    ).toBeInTheDocument();

    stayOpen(90_000);
    expect(await screen.findByText('바둑펫뷰티 종로점')).toBeInTheDocument();
    expect(screen.getByText('2027년 1월')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '오늘, 2027년 1월 1일 금요일, 선택됨' })).toBeInTheDocument();
    expect(apiGet).toHaveBeenLastCalledWith('/v2/schedule', { month: '2027-01' });
  });

  it('keeps a month paged to away from the chosen day', async () => {
    renderAt('/schedule', routes);
    await screen.findByText('2026년 12월');
    act(() => screen.getByRole('button', { name: '이전 달' }).click());
    expect(await screen.findByText('2026년 11월')).toBeInTheDocument();
    stayOpen(90_000);
    expect(screen.getByText('2026년 11월')).toBeInTheDocument();
  });
});

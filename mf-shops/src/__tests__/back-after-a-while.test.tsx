// What the shop changes while the app waits behind another one (KakaoTalk, the camera): a booking confirmed, today's
// 알림장 written, an album or a notice posted, a form to sign, a transfer received, a pass used at the counter. Back in
// the app after a while, the screen shows it without a reload; a glance at another app reads nothing again. The
// app's own query defaults are used (nothing is read again on focus unless a query asks for it).
import { renderHook, screen, waitFor } from '@testing-library/react';
import {
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiGet, createQueryClient, publicGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { awayUntil } from '@guardian/shared/test/away';
import { consentFormsQueryOptions } from '../api/consent-forms';
import { myVouchersQueryOptions } from '../api/my-vouchers';
import { albumsQueryOptions } from '../features/album/api/get-albums';
import { alimPapersQueryOptions } from '../features/alim-paper/api/get-alim-papers';
import { reservationQueryOptions } from '../features/booking/api/get-reservation';
import { reservationsQueryOptions } from '../features/booking/api/get-reservations';
import { scheduleQueryOptions } from '../features/booking/api/get-schedule';
import { ReservationsScreen } from '../features/booking/components/reservations-screen';
import { renderAt, reservation } from '../features/booking/__tests__/render';
import { depositQueryOptions } from '../features/money/api/get-deposit';
import { noticesQueryOptions } from '../features/notice/api/get-notices';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

const page = <T,>(items: T[]) => ({ items, page: 0, size: 20, total: items.length, hasNext: false });
const START = new Date('2026-11-27T01:00:00Z'); // 10:00 in Seoul
const plus = (seconds: number) => new Date(START.getTime() + seconds * 1000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(publicGet).mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('예약 내역, back in the app after a while', () => {
  it('shows the booking the shop confirmed meanwhile, and reads nothing again after a glance away', async () => {
    let status = { status: 'REQUESTED', statusLabel: '요청' } as const satisfies Partial<
      ReturnType<typeof reservation>
    >;
    vi.mocked(apiGet).mockImplementation(async () => page([reservation({ reservationSeq: 1, ...status })]));
    renderAt(
      '/reservation',
      [{ path: '/reservation', Component: ReservationsScreen }],
      [],
      createQueryClient(),
    );
    expect(await screen.findByText('요청')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledTimes(1);

    awayUntil(plus(20));
    expect(apiGet).toHaveBeenCalledTimes(1);

    status = { status: 'CONFIRMED', statusLabel: '확정' } as never;
    awayUntil(plus(20 * 60));
    expect(await screen.findByText('확정')).toBeInTheDocument();
    expect(screen.queryByText('요청')).not.toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledTimes(2);
  });
});

// Every read of what the shop changes, as its screen uses it: read again when the app is back after a while.
const reads: [string, () => UseQueryOptions<unknown> | UseInfiniteQueryOptions<unknown>, 'one' | 'pages'][] =
  [
    ['예약 내역', () => reservationsQueryOptions('upcoming') as never, 'pages'],
    ['예약 상세', () => reservationQueryOptions(1) as never, 'one'],
    ['일정', () => scheduleQueryOptions('2026-11') as never, 'one'],
    ['알림장', () => alimPapersQueryOptions(null) as never, 'pages'],
    ['앨범', () => albumsQueryOptions() as never, 'pages'],
    ['공지사항', () => noticesQueryOptions(11) as never, 'pages'],
    ['동의서', () => consentFormsQueryOptions() as never, 'one'],
    ['예약금', () => depositQueryOptions(1) as never, 'one'],
    ['내 이용권', () => myVouchersQueryOptions() as never, 'one'],
  ];

describe.each(reads)('%s, back in the app', (_name, options, kind) => {
  it('is read again after a while away, not after a glance', async () => {
    const answer = async () => (kind === 'pages' ? page([]) : []);
    vi.mocked(apiGet).mockImplementation(answer);
    vi.mocked(publicGet).mockImplementation(answer);
    const calls = () => vi.mocked(apiGet).mock.calls.length + vi.mocked(publicGet).mock.calls.length;
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => (kind === 'pages' ? useInfiniteQuery(options() as never) : useQuery(options() as never)),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls()).toBe(1);

    awayUntil(plus(30));
    expect(calls()).toBe(1);

    awayUntil(plus(2 * 60 * 60));
    await waitFor(() => expect(calls()).toBe(2));
  });
});

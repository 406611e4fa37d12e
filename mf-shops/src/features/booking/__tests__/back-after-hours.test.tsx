// The request form left open behind another app (KakaoTalk) and come back to hours later: what has passed meanwhile
// is no longer offered. The app's own query defaults are used (nothing is read again on focus unless asked for).
import { screen, waitFor } from '@testing-library/react';
import { apiGet, createQueryClient, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { RequestScreen } from '../components/request-screen';
import { dayAvailability, flowRoutes, onlineShop, plainMonth, product, renderAt } from './render';
import { awayUntil } from '@guardian/shared/test/away';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = flowRoutes({ request: RequestScreen });

let passed: string[] = [];
const availabilityCalls = () =>
  vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/online-reservation/shops/1/availability');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  useSessionStore.getState().setToken('token-1');
  passed = [];
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string, params?: Record<string, unknown>) => {
      if (url === '/v2/online-reservation/shops/1') return onlineShop();
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/products/1/quote')
        return { productSeq: 1, nights: null, lines: [], totalPrice: 30000, depositAmount: 0 };
      // The day's times as the API answers them now: those already begun are not available.
      if (url === '/v2/online-reservation/shops/1/availability')
        return dayAvailability(['10:00', '14:00', '18:00'], passed, String(params?.date));
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      if (url === '/v2/vouchers/usable') return [];
      throw new Error(`unexpected ${url}`);
    });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('예약 요청, back in the app hours later', () => {
  it('no longer offers the times of today that passed while the app was away', async () => {
    vi.setSystemTime(new Date('2026-11-27T00:30:00Z')); // 09:30 in Seoul
    renderAt(
      '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27',
      routes,
      [],
      createQueryClient(),
    );
    expect(await screen.findByRole('button', { name: '오전 10:00' })).toBeEnabled();
    expect(availabilityCalls()).toHaveLength(1);

    // A quick look at another app: nothing is asked again.
    awayUntil('2026-11-27T00:30:30Z');
    expect(availabilityCalls()).toHaveLength(1);

    // Back at 15:00: 10:00 and 14:00 have begun.
    passed = ['10:00', '14:00'];
    awayUntil('2026-11-27T06:00:00Z');
    await waitFor(() => expect(screen.getByRole('button', { name: '오전 10:00' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '오후 2:00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '오후 6:00' })).toBeEnabled();
    expect(availabilityCalls()).toHaveLength(2);
  });

  it('drops a day that ended while the app was away and asks for a day again', async () => {
    vi.setSystemTime(new Date('2026-11-27T14:00:00Z')); // 23:00 in Seoul
    renderAt(
      '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27',
      routes,
      [],
      createQueryClient(),
    );
    expect(await screen.findByRole('button', { name: '오후 6:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^오늘, 2026년 11월 27일/ })).toBeEnabled();

    // The next morning, 27 November is over: its times are not offered and no day is chosen.
    awayUntil('2026-11-28T00:00:00Z');
    await waitFor(() => expect(screen.queryByRole('button', { name: '오후 6:00' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^2026년 11월 27일/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^오늘, 2026년 11월 28일/ })).toBeEnabled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { Availability, Product, Quote } from '../api/types';
import { RequestScreen } from '../components/request-screen';
import {
  dayAvailability,
  flowRoutes,
  onlineShop,
  plainMonth,
  product,
  renderAt,
  requestScreenApi,
  startBooking,
} from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

// 예약 요청 stays grey until it can be sent: the line over it says why, and the button is described by it, so a
// tap that does nothing and TalkBack or VoiceOver reaching the button both meet the reason.
const routes = flowRoutes({ request: RequestScreen });
const hotel: Product = { ...product, category: 'HOTELING', name: '호텔', unit: 'NIGHT', unitLabel: '1박' };
const quote = { productSeq: 1, nights: null, lines: [], totalPrice: 0, depositAmount: 0 } as unknown as Quote;

let shown: Product = product;
let day: Availability = dayAvailability(['10:00', '10:30', '11:00'], ['10:30']);

beforeEach(() => {
  startBooking();
  shown = product;
  vi.mocked(apiPost).mockReset().mockResolvedValue({ reservationSeq: 42 });
  day = dayAvailability(['10:00', '10:30', '11:00'], ['10:30']);
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(requestScreenApi({ product: () => shown, quote, day: () => day }));
});

afterEach(() => vi.useRealTimers());

const send = () => screen.getByRole('button', { name: '예약 요청' });
/** 예약 요청 is grey and says why, on the screen and to a screen reader (which still reaches it: not disabled). */
const waitsFor = async (hint: string) => {
  expect(await screen.findByText(hint)).toBeVisible();
  expect(send()).toHaveAttribute('aria-disabled', 'true');
  expect(send()).toHaveAccessibleDescription(hint);
};
const canSend = () => {
  expect(send()).not.toHaveAttribute('aria-disabled');
  expect(send()).toHaveAccessibleDescription('');
  expect(screen.queryByText(/골라 주세요\.$/)).not.toBeInTheDocument();
};
const tapDay = async (user: ReturnType<typeof userEvent.setup>, d: number) =>
  user.click(await screen.findByRole('button', { name: new RegExp(`^2026년 11월 ${d}일`) }));

describe('예약 요청: 아직 고를 것이 남았으면 버튼 위에 알려 줘요', () => {
  it('미용: asks for a day, then a time, then says nothing once the request can be sent', async () => {
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1', routes);

    await waitsFor('날짜를 골라 주세요.');
    await tapDay(user, 27);
    await waitsFor('시간을 골라 주세요.');
    await user.click(screen.getByRole('button', { name: '오전 11:00' }));
    canSend();
  });

  it('호텔: asks for the check-in day, then the check-out day, then says nothing', async () => {
    shown = hotel;
    day = { ...dayAvailability([]), category: 'HOTELING', endDate: '2026-11-29', remaining: 3 };
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1', routes);

    await waitsFor('체크인 날짜를 골라 주세요.');
    await tapDay(user, 27);
    await waitsFor('체크아웃 날짜를 골라 주세요.');
    // Said once: the note under the calendar says only from when (it said the same words again, with the day).
    expect(screen.getAllByText(/체크아웃 날짜를 골라 주세요/)).toHaveLength(1);
    expect(screen.getByText('체크아웃은 11월 28일 (토)부터 고를 수 있어요.')).toBeInTheDocument();
    await tapDay(user, 29);
    expect(await screen.findByText(/예약할 수 있어요/)).toBeInTheDocument();
    canSend();
  });
});

describe('예약 요청: 보낼 수 없을 때 누르면 고를 곳으로 데려가요', () => {
  it('a tap before a time is chosen sends nothing and takes the focus to the day’s times', async () => {
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await waitsFor('시간을 골라 주세요.');

    await user.click(send());
    expect(screen.getByRole('heading', { name: /시간$/ })).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();
    expect(screen.queryByText('예약 완료 화면')).not.toBeInTheDocument();
  });

  it('reached with Tab and pressed before a day is chosen, takes the focus to the calendar’s title', async () => {
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1', routes);
    await waitsFor('날짜를 골라 주세요.');

    send().focus();
    expect(send()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: '날짜' })).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();
  });
});

describe('예약 요청: 다 골랐는데 보낼 수 없으면 그 까닭을 알려 줘요', () => {
  it('says the chosen time can no longer be booked (taken meanwhile), not to choose a time', async () => {
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=10%3A30', routes);
    await waitsFor('고른 시간은 예약할 수 없어요. 다른 시간을 골라 주세요.');
  });

  it('says the day has no time left, or that the pet is booked that day, not to choose a time', async () => {
    const path = '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27';
    day = dayAvailability(['10:00', '11:00'], ['10:00', '11:00']);
    const { unmount } = renderAt(path, routes);
    await waitsFor('자리가 없는 날이에요. 다른 날을 골라 주세요.');
    unmount();

    day = { ...day, slots: day.slots.map((s) => ({ ...s, petBooked: true })) };
    renderAt(path, routes);
    await waitsFor('반려동물이 이미 예약된 날이에요. 다른 날을 골라 주세요.');
  });

  it('says the times could not be checked when asking failed', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/online-reservation/shops/1/availability')
        throw new ApiError({
          status: 500,
          resultCode: 'INTERNAL_ERROR',
          message: '잠시 후 다시 시도해 주세요.',
        });
      if (url === '/v2/online-reservation/shops/1') return onlineShop();
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/products/1/quote') return quote;
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      return [];
    });
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00', routes);
    await waitsFor('예약할 수 있는지 확인하지 못했어요.');
  });

  it('says the shop is closed that day', async () => {
    day = { ...dayAvailability([]), closed: true, available: false };
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await waitsFor('쉬는 날이에요. 다른 날을 골라 주세요.');
  });

  it('호텔: says the stay is full, or that a chosen pet is already booked then', async () => {
    shown = hotel;
    day = { ...dayAvailability([]), category: 'HOTELING', available: false, remaining: 0 };
    const stay = '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&end=2026-11-29';
    const { unmount } = renderAt(stay, routes);
    await waitsFor('자리가 없는 기간이에요. 다른 날을 골라 주세요.');
    unmount();

    day = { ...day, petBooked: true, remaining: 3 };
    renderAt(stay, routes);
    await waitsFor('반려동물이 이미 예약된 기간이에요. 다른 날을 골라 주세요.');
  });

  it('while the shop’s answer is on its way, says it is being checked', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/online-reservation/shops/1/availability') return new Promise(() => {});
      if (url === '/v2/online-reservation/shops/1') return onlineShop();
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/products/1/quote') return quote;
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      return [];
    });
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00', routes);
    await waitsFor('예약할 수 있는지 확인하고 있어요.');
  });
});

// 예약 요청 refused by the shop (the time taken meanwhile, a chosen pet already booked then): sent again unchanged it
// would be refused again, so the button waits, saying why and what to change, until the day, time or pets change;
// a tap takes the user there. A failure that asking again may fix (no network, 5xx) leaves it sendable.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { Availability, Product } from '../api/types';
import { FailScreen } from '../components/fail-screen';
import { RequestScreen } from '../components/request-screen';
import {
  cocoQuote,
  dayAvailability,
  flowRoutes,
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
// The second try after a lost answer goes at once here (2 s on a phone).
vi.mock('../lib/lost-answer', async (orig) => ({
  ...(await orig<typeof import('../lib/lost-answer')>()),
  RESEND_AFTER_MS: 0,
}));

const routes = flowRoutes({ request: RequestScreen, fail: FailScreen });
const daycare: Product = { ...product, category: 'KINDERGARTEN', name: '유치원 종일반', unit: 'DAY' };
const quote = cocoQuote;

const PET_BOOKED = new ApiError({
  status: 409,
  resultCode: 'PET_ALREADY_BOOKED',
  message: '이미 같은 시간에 예약된 반려동물이 있어요. 예약 내역을 확인해 주세요.',
  data: { petSeq: 1, petName: '코코', reservationSeq: 9 },
});
const TAKEN = new ApiError({
  status: 409,
  resultCode: 'SLOT_UNAVAILABLE',
  message: '방금 다른 분이 예약한 시간이에요. 다른 시간을 선택해 주세요.',
});

let shown: Product;
/** The day as the API answers it now. */
let day: Availability;

beforeEach(() => {
  startBooking();
  shown = product;
  day = dayAvailability(['10:00', '10:30', '11:00']);
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(requestScreenApi({ product: () => shown, quote, day: () => day }));
});

afterEach(() => vi.useRealTimers());

const send = () => screen.getByRole('button', { name: '예약 요청' });
const availabilityCalls = () =>
  vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/online-reservation/shops/1/availability');
/** 예약 요청 is grey and says why, on the screen and to a screen reader. */
const waitsFor = async (hint: string) => {
  await waitFor(() => expect(send()).toHaveAttribute('aria-disabled', 'true'));
  expect(screen.getByText(hint)).toBeVisible();
  expect(send()).toHaveAccessibleDescription(hint);
};
const canSend = () => {
  expect(send()).not.toHaveAttribute('aria-disabled');
  expect(send()).toHaveAccessibleDescription('');
};

/** The form for 코코 at 11:00 on 27 November with a memo, sendable; the shop will answer that 코코 is booked then. */
async function fillForCocoAtEleven() {
  vi.mocked(apiPost).mockRejectedValue(PET_BOOKED);
  const user = userEvent.setup();
  const { router } = renderAt(
    '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00',
    routes,
  );
  await user.type(await screen.findByLabelText('요청 사항'), '발톱 짧게');
  await waitFor(canSend);
  return { user, router };
}

describe('예약 요청: 매장이 거절하면 바꿀 때까지 기다려요', () => {
  it('keeps the button waiting after the shop says 코코 is booked then, names her, and frees it when another time is chosen', async () => {
    const { user, router } = await fillForCocoAtEleven();
    const before = availabilityCalls().length;
    // 코코's visit elsewhere, made after the times were read: the API now dots 11:00 for her.
    day = {
      ...day,
      slots: day.slots.map((s) => (s.time === '11:00' ? { ...s, available: false, petBooked: true } : s)),
    };
    await user.click(send());

    await waitsFor('코코는 그 시간에 이미 예약이 있어요. 다른 시간이나 다른 아이를 골라 주세요.');
    // The times are asked again, and 11:00 shows as hers, still the choice; nothing chosen or typed is lost.
    await waitFor(() => expect(availabilityCalls().length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: '오전 11:00, 고른 반려동물이 이미 예약된 시간이에요' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();

    // Tapped again: no second request for the same refusal, the focus goes to the day's times.
    await user.click(send());
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: /시간$/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '오전 10:00' }));
    canSend();
  });

  it('offers 반려동물 바꾸기 beside the line about 코코: 반려동물 선택 with every choice kept, and back returns to them', async () => {
    const { user, router } = await fillForCocoAtEleven();
    // Nothing to change pets with before a refusal asks for it.
    expect(screen.queryByRole('link', { name: '반려동물 바꾸기' })).not.toBeInTheDocument();
    await user.click(send());
    await waitsFor('코코는 그 시간에 이미 예약이 있어요. 다른 시간이나 다른 아이를 골라 주세요.');

    await user.click(screen.getByRole('link', { name: '반려동물 바꾸기' }));
    expect(await screen.findByText('반려동물 선택 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('요청 사항')).toHaveValue('발톱 짧게');
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting after a time taken meanwhile even while the times read before still offer it', async () => {
    vi.mocked(apiPost).mockRejectedValue(TAKEN);
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00', routes);
    await waitFor(canSend);
    const before = availabilityCalls().length;
    await user.click(send());

    await waitsFor('방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.');
    // Asked again (the answer here still lags and offers 11:00): the button does not wait on it to say no.
    await waitFor(() => expect(availabilityCalls().length).toBeGreaterThan(before));
    await waitsFor('방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.');
    await user.click(send());
    expect(apiPost).toHaveBeenCalledTimes(1);

    // Another time frees it; the refused one chosen again waits again (the same request, the same answer).
    await user.click(screen.getByRole('button', { name: '오전 10:30' }));
    canSend();
    await user.click(screen.getByRole('button', { name: '오전 11:00' }));
    await waitsFor('방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.');
  });

  it('유치원: says 코코 has a booking that day, takes a tap to the calendar, and another day frees the button', async () => {
    shown = daycare;
    day = { ...dayAvailability([]), category: 'KINDERGARTEN', remaining: 3 };
    vi.mocked(apiPost).mockRejectedValue(PET_BOOKED);
    const user = userEvent.setup();
    renderAt('/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27', routes);
    await waitFor(canSend);
    await user.click(send());

    await waitsFor('코코는 그날 이미 예약이 있어요. 다른 날이나 다른 아이를 골라 주세요.');
    await user.click(send());
    expect(screen.getByRole('heading', { name: '날짜' })).toHaveFocus();
    expect(apiPost).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: /^2026년 11월 28일/ }));
    await waitFor(canSend);
  });

  it('after no network, stays sendable: 다시 시도 comes back to the same choices with the button ready', async () => {
    // No answer, and none to the same request sent again either.
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    const user = userEvent.setup();
    const { router } = renderAt(
      '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27&time=11%3A00',
      routes,
    );
    await waitFor(canSend);
    await user.click(send());
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));

    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    await waitFor(canSend);
  });
});

// Stepping back in the online booking (to 반려동물 선택 or the product, by the header's back or the phone's) and on
// again keeps everything chosen, as Naver 예약 does: pets, day, time, pass and memo. A booking made, or another
// product, starts afresh.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost } from '@guardian/shared';
import { ProductScreen } from '../components/product-screen';
import { RequestScreen } from '../components/request-screen';
import { SelectPetScreen } from '../components/select-pet-screen';
import { BOOKING_MEMOS_STORAGE_KEY, useBookingMemoStore } from '../lib/memo-store';
import {
  bathPass,
  dayAvailability,
  flowRoutes,
  onlineShop,
  pets,
  plainMonth,
  product,
  renderAt,
  startBooking,
} from './render';

// The request helpers themselves are mocked, so shared's own fetchers answer from here too.
vi.mock('@guardian/shared/api/requests', async (orig) => ({
  ...(await orig<object>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = flowRoutes({ product: ProductScreen, selectPet: SelectPetScreen, request: RequestScreen });

const PRODUCT = '/online-reservation/1/product/1';
const SELECT_PET = '/online-reservation/1/select-pet?product=1&pets=1';
const REQUEST = '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27';

beforeEach(() => {
  startBooking();
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/pets') return pets;
      if (url === '/v2/online-reservation/shops/1') return onlineShop();
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/products/2') return { ...product, productSeq: 2, name: '미용' };
      if (/^\/v2\/online-reservation\/products\/\d\/quote$/.test(url))
        return { productSeq: 1, nights: null, lines: [], totalPrice: 30000, depositAmount: 6000 };
      if (url === '/v2/online-reservation/shops/1/availability') return dayAvailability(['10:00', '11:00']);
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      if (url === '/v2/vouchers/usable') return [bathPass];
      throw new Error(`unexpected ${url}`);
    });
});

afterEach(() => vi.useRealTimers());

const PASS = '목욕 10회 이용권 사용 (3회 남음)';

/** On the request form: 11:00, the pass and a memo chosen. */
async function chooseOnForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
  await user.click(await screen.findByRole('radio', { name: PASS }));
  await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');
}

async function expectChosenOnForm(router: ReturnType<typeof renderAt>['router']) {
  expect(await screen.findByRole('heading', { name: '예약 요청' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00&voucher=7');
  expect(await screen.findByRole('button', { name: '오전 11:00' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('radio', { name: PASS })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');
}

describe('예약 단계를 오가도 고른 것이 그대로예요', () => {
  it('back to 반려동물 선택 (the header’s back) and 다음 again: the day, time, pass and memo are still chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(REQUEST, routes, [PRODUCT, SELECT_PET]);
    await chooseOnForm(user);

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('checkbox', { name: '코코' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /다음/ }));

    await expectChosenOnForm(router);
  });

  it('the phone’s back to the product page, 예약하기 and 다음 again: the pets and everything after them come back', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(REQUEST, routes, [PRODUCT, SELECT_PET]);
    await chooseOnForm(user);

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: '이 상품 예약하기' }));
    expect(router.state.location.search).toBe('?product=1&pets=1');
    expect(await screen.findByRole('checkbox', { name: '코코' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /다음/ }));

    await expectChosenOnForm(router);
  });

  it('pets changed on the way back are the ones that go on, with the day and time', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(REQUEST, routes, [SELECT_PET]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));

    // 코코 unticked and ticked again: still the booking being made.
    await user.click(await screen.findByRole('checkbox', { name: '코코' }));
    await user.click(screen.getByRole('checkbox', { name: '코코' }));
    await user.click(screen.getByRole('button', { name: /다음/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00'),
    );
  });

  it('a reload of the request form keeps the memo typed, with the day and time its address holds', async () => {
    const user = userEvent.setup();
    const first = renderAt(REQUEST, routes, [SELECT_PET]);
    await chooseOnForm(user);
    const search = first.router.state.location.search;
    const saved = sessionStorage.getItem(BOOKING_MEMOS_STORAGE_KEY);
    first.router.dispose();
    cleanup();
    // The page reloads: memory is gone, the tab's storage is still there.
    useBookingMemoStore.setState({ drafts: {} });
    sessionStorage.setItem(BOOKING_MEMOS_STORAGE_KEY, saved!);
    await useBookingMemoStore.persist.rehydrate();

    const { router } = renderAt(`/online-reservation/1/reservation${search}`, routes);
    await expectChosenOnForm(router);
  });

  it('a booking made starts the next one afresh', async () => {
    vi.mocked(apiPost).mockResolvedValue({ reservationSeq: 42 });
    const user = userEvent.setup();
    const { router } = renderAt(REQUEST, routes, [SELECT_PET]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();

    await act(() => router.navigate(PRODUCT));
    await user.click(await screen.findByRole('button', { name: '이 상품 예약하기' }));
    expect(router.state.location.search).toBe('?product=1');
    await user.click(await screen.findByRole('checkbox', { name: '코코' }));
    await user.click(screen.getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?product=1&pets=1'));
  });

  it('another product does not take this one’s choices', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(REQUEST, routes, [SELECT_PET]);
    await user.click(await screen.findByRole('button', { name: '오전 11:00' }));

    await act(() => router.navigate('/online-reservation/1/select-pet?product=2'));
    await user.click(await screen.findByRole('checkbox', { name: '코코' }));
    await user.click(screen.getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?product=2&pets=1'));
  });
});

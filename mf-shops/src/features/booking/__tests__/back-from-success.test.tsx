// Back from 예약 요청 완료 leaves the booking just made: the phone's back goes to the product it was booked from, not
// to 반려동물 선택 with the pet still ticked (nor to the request form, as if it waited to be sent again).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost } from '@guardian/shared';
import { RequestScreen } from '../components/request-screen';
import { SelectPetScreen } from '../components/select-pet-screen';
import { useBookingStepsStore, useFinishedStepsStore } from '../lib/finished-steps';
import {
  dayAvailability,
  flowRoutes,
  onlineShop,
  pets,
  plainMonth,
  product,
  renderAt,
  startBooking,
} from './render';

vi.mock('@guardian/shared/api/requests', async (orig) => ({
  ...(await orig<object>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = flowRoutes({ selectPet: SelectPetScreen, request: RequestScreen });
const PRODUCT = '/online-reservation/1/product/1';
const SELECT_PET = '/online-reservation/1/select-pet?product=1';

beforeEach(() => {
  startBooking();
  useBookingStepsStore.setState({ drafts: {} });
  useFinishedStepsStore.setState({ drafts: {} });
  vi.mocked(apiPost).mockReset().mockResolvedValue({ reservationSeq: 42 });
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/pets') return pets;
      if (url === '/v2/online-reservation/shops/1') return onlineShop();
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/online-reservation/products/1/quote')
        return { productSeq: 1, nights: null, lines: [], totalPrice: 30000, depositAmount: 0 };
      if (url === '/v2/online-reservation/shops/1/availability') return dayAvailability(['10:00', '11:00']);
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      if (url === '/v2/vouchers/usable') return [];
      throw new Error(`unexpected ${url}`);
    });
});

afterEach(() => vi.useRealTimers());

/** From the product: 코코 ticked, 다음, Friday the 27th at 11:00, 예약 요청, and the success page. */
async function bookFromProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: '코코' }));
  await user.click(screen.getByRole('button', { name: /다음/ }));
  await user.click(await screen.findByRole('button', { name: '2026년 11월 27일 금요일' }));
  await user.click(await screen.findByRole('button', { name: '오전 11:00' }));
  await user.click(screen.getByRole('button', { name: '예약 요청' }));
  expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
}

describe('예약 요청 완료에서 뒤로', () => {
  it('the phone’s back goes to the product, past 반려동물 선택 with its pet ticked', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(SELECT_PET, routes, [PRODUCT]);
    await bookFromProduct(user);

    await act(() => router.navigate(-1));

    expect(await screen.findByText('상품 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PRODUCT);
    expect(screen.queryByRole('checkbox', { name: '코코' })).not.toBeInTheDocument();
  });

  it('a booking of the same product begun again from there is a new one: its steps stay', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(SELECT_PET, routes, [PRODUCT]);
    await bookFromProduct(user);
    await act(() => router.navigate(-1));
    await screen.findByText('상품 화면');

    await act(() => router.navigate(SELECT_PET));
    expect(await screen.findByRole('checkbox', { name: '코코' })).not.toBeChecked();
    expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');
  });
});

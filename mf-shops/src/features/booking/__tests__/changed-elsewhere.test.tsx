// Booking while the same account changes things on another phone (a pet deleted or edited, the product taken
// down, the pass refunded): the form says what changed in Korean and keeps everything else the owner chose.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { Availability, Quote } from '../api/types';
import { RequestScreen } from '../components/request-screen';
import { SelectPetScreen } from '../components/select-pet-screen';
import { useBookingMemoStore } from '../lib/memo-store';
import { bathPass, cocoRequest, flowRoutes, pets, plainMonth, product, renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = flowRoutes({ selectPet: SelectPetScreen, request: RequestScreen });

/** The account's pets as the API knows them now (the other phone deletes from here). */
let alive: Set<number>;
let productSold: boolean;

const line = (petSeq: number) => ({
  petSeq,
  name: pets.find((p) => p.petSeq === petSeq)!.name,
  kind: 'DOG' as const,
  band: 'SMALL' as const,
  bandLabel: '소형견 (5kg 미만)',
  unitPrice: 30000,
  quantity: 1,
  price: 30000,
});

/** What the API answers for pets that are not (any more) the owner's. */
function checkPets(petSeqs: number[] | undefined) {
  const gone = (petSeqs ?? []).filter((s) => !alive.has(s));
  if (gone.length)
    throw new ApiError({
      status: 404,
      resultCode: 'PET_NOT_FOUND',
      message: '반려동물을 찾을 수 없어요. 다른 기기에서 삭제했을 수 있어요.',
      data: { petSeqs: gone },
    });
}

const PRODUCT_GONE = new ApiError({
  status: 404,
  resultCode: 'PRODUCT_NOT_FOUND',
  message: '상품을 찾을 수 없어요.',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  useBookingMemoStore.setState({ drafts: {} });
  alive = new Set([1, 2]);
  productSold = true;
  vi.mocked(apiPost)
    .mockReset()
    .mockImplementation(async (_url: string, body?: unknown) => {
      checkPets((body as { petSeqs: number[] }).petSeqs);
      return { reservationSeq: 42 };
    });
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string, params?: Record<string, unknown>) => {
      const petSeqs = params?.petSeqs as number[] | undefined;
      if (url === '/v2/pets') return pets.filter((p) => alive.has(p.petSeq));
      if (url === '/v2/online-reservation/shops/1')
        return { shop: { shopId: 1, name: '달콤펫뷰티', onlineReservation: true }, products: [product] };
      if (url === '/v2/online-reservation/products/1') {
        if (!productSold) throw PRODUCT_GONE;
        return product;
      }
      if (url === '/v2/online-reservation/products/1/quote') {
        checkPets(petSeqs);
        const lines = petSeqs!.map(line);
        return {
          productSeq: 1,
          nights: null,
          lines,
          totalPrice: 30000 * lines.length,
          depositAmount: 0,
        } satisfies Quote;
      }
      if (url === '/v2/online-reservation/shops/1/availability') {
        checkPets(petSeqs);
        return {
          shopId: 1,
          productSeq: 1,
          category: 'BEAUTY',
          date: '2026-11-27',
          endDate: null,
          petCount: petSeqs?.length ?? 1,
          available: true,
          closed: false,
          slots: [{ time: '11:00', remaining: 2, available: true }],
          nights: [],
          remaining: null,
        } satisfies Availability;
      }
      if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
      if (url === '/v2/vouchers/usable') return [bathPass];
      throw new Error(`unexpected ${url}`);
    });
});

afterEach(() => vi.useRealTimers());

const form = '/online-reservation/1/reservation?product=1&pets=1,2&date=2026-11-27&time=11%3A00';

describe('예약 요청 while the account changes things on another phone', () => {
  it('says 나비 정보가 삭제되어 이번 예약에서 뺐어요 when 나비 was deleted, and keeps the day, time and memo', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(form, routes);
    expect(await screen.findByRole('region', { name: '예상 금액' })).toHaveTextContent('합계60,000원');
    await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');

    alive.delete(2); // the spouse deletes 나비
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(await screen.findByText('나비 정보가 삭제되어 이번 예약에서 뺐어요.')).toBeInTheDocument();
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '예상 금액' })).toHaveTextContent('합계30,000원'),
    );

    await user.click(screen.getByRole('button', { name: '예약 요청' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenLastCalledWith('/v2/reservations', {
      ...cocoRequest,
      clientId: expect.any(String),
      memo: '발톱 짧게',
    });
  });

  it('says 나비 정보가 삭제되었어요 and asks for the pets again when every chosen pet was deleted, keeping the rest', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(
      '/online-reservation/1/reservation?product=1&pets=2&date=2026-11-27&time=11%3A00',
      routes,
    );
    await user.type(await screen.findByLabelText('요청 사항'), '발톱 짧게');
    alive.delete(2); // the spouse deletes 나비
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(
      await screen.findByText('나비 정보가 삭제되었어요. 반려동물을 다시 골라 주세요.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');
    // The fresh list, without 나비.
    expect(await screen.findByRole('checkbox', { name: '코코' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '나비' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '코코' }));
    await user.click(screen.getByRole('button', { name: /다음/ }));
    expect(router.state.location.pathname).toBe('/online-reservation/1/reservation');
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    expect(await screen.findByLabelText('요청 사항')).toHaveValue('발톱 짧게');
  });

  it('drops a pet deleted elsewhere as soon as the price is asked again, before 예약 요청', async () => {
    const { router, queryClient } = renderAt(form, routes);
    expect(await screen.findByRole('region', { name: '예상 금액' })).toHaveTextContent('합계60,000원');

    alive.delete(2);
    // The phone back on the app: the price and the times are asked again.
    await act(() => queryClient.refetchQueries({ queryKey: ['booking'] }));

    expect(await screen.findByText('나비 정보가 삭제되어 이번 예약에서 뺐어요.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=1&pets=1&date=2026-11-27&time=11%3A00');
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('says by 예약 요청 why a pet edited on another phone cannot take the product, and a tap leads to 반려동물 선택', async () => {
    const message = '대형견 (10kg 이상)인 코코는 이 상품을 이용할 수 없어요.';
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({
        status: 400,
        resultCode: 'VALIDATION_ERROR',
        message: '입력값을 확인해 주세요.',
        fields: [{ field: 'petSeqs.0', message }],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderAt(form, routes);
    await user.type(await screen.findByLabelText('요청 사항'), '발톱 짧게');
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    const said = `${message} 다른 아이를 골라 주세요.`;
    expect(await screen.findByText(said)).toBeVisible();
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=1&pets=1,2&date=2026-11-27&time=11%3A00');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');

    // The same pets would be refused again: the button waits, and a tap goes to where pets are chosen.
    const send = screen.getByRole('button', { name: '예약 요청' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(said);
    await user.click(send);
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      product: '1',
      pets: '1,2',
      date: '2026-11-27',
      time: '11:00',
    });
    expect(await screen.findByRole('checkbox', { name: '코코' })).toBeInTheDocument();
  });

  it('a pass refunded on another phone says so over the button, which waits for another payment, every choice kept', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'VOUCHER_NOT_FOUND', message: '이용권을 찾을 수 없어요.' }),
    );
    const user = userEvent.setup();
    const { router } = renderAt(`${form}&voucher=7`, routes);
    await user.click(await screen.findByRole('radio', { name: /목욕 10회 이용권 사용/ }));
    await user.type(screen.getByLabelText('요청 사항'), '발톱 짧게');
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    const said = '고른 이용권을 찾을 수 없어요. 다른 결제 방법을 골라 주세요.';
    expect(await screen.findByText(said)).toBeVisible();
    expect(screen.getByRole('button', { name: '예약 요청' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/1/reservation');
    expect(screen.getByLabelText('요청 사항')).toHaveValue('발톱 짧게');
  });

  it('a product the shop stopped selling meanwhile says so in place and leads to the shop’s other products', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(form, routes);
    await user.type(await screen.findByLabelText('요청 사항'), '발톱 짧게');
    productSold = false;
    vi.mocked(apiPost).mockRejectedValue(PRODUCT_GONE);
    await user.click(screen.getByRole('button', { name: '예약 요청' }));

    expect(await screen.findByText('상품을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByText('예약 실패 화면')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다른 상품 보기' }));
    expect(router.state.location.pathname).toBe('/online-reservation/1');
  });
});

// A reservation is no dead end (as Naver 예약 / MoeGo): it leads to the shop's page, to a chat with the shop (where the
// shop takes chats), says why a visit under way cannot be cancelled here and what to do instead, says how a change is
// made (예약 변경 while it costs nothing, else through the shop), and books the same product again, for the same
// pets, once the visit is over or cancelled.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import type { Reservation } from '../api/types';
import { ProductScreen } from '../components/product-screen';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { memoKey, rememberedChoices, useBookingChoicesStore } from '../lib/memo-store';
import { cocoLine, onlineShop, product, renderAt, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

const place = (text: string) => () => <p>{text}</p>;
const routes = [
  { path: '/reservation/detail', Component: ReservationDetailScreen },
  { path: '/shop/:id', Component: place('매장 화면') },
  { path: '/chatting/prepare', Component: place('상담 준비 화면') },
  { path: '/review', Component: place('리뷰 화면') },
  { path: '/online-reservation/:id/product/:product_seq', Component: ProductScreen },
  { path: '/online-reservation/:id/select-pet', Component: place('반려동물 선택 화면') },
];

/** The API with reservation 7 as `r` and the shop (GET /v2/shop) taking chats or not. */
function serve(r: Reservation, chatting = true) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/reservations/7') return r;
    if (url === '/v2/shop') return { shopId: 1, name: r.shop.name, chatting };
    if (url === '/v2/reviews/pending') return [{ reservationSeq: 7 }];
    if (url === '/v2/consent/forms') return [];
    if (url === '/v2/online-reservation/products/1') return product;
    if (url === '/v2/online-reservation/shops/1') return onlineShop();
    throw new Error(`unexpected ${url}`);
  });
}

const open = (r: Partial<Reservation>) => {
  serve(reservation({ reservationSeq: 7, ...r }));
  return renderAt('/reservation/detail?id=7', routes);
};

const help = () => screen.findByRole('region', { name: '매장 문의' });

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  useBookingChoicesStore.setState({ drafts: {} });
  vi.mocked(apiGet).mockReset();
});

describe('예약 상세에서 매장으로', () => {
  it('매장 정보 보기 opens the shop’s page', async () => {
    const user = userEvent.setup();
    const { router } = open({ status: 'COMPLETED', canCancel: false });
    await user.click(within(await help()).getByRole('link', { name: '매장 정보 보기' }));
    expect(router.state.location.pathname).toBe('/shop/1');
    expect(screen.getByText('매장 화면')).toBeInTheDocument();
  });

  it('문의하기 opens the chat with the shop, as the shop’s page does', async () => {
    const user = userEvent.setup();
    const { router } = open({ status: 'CONFIRMED' });
    await user.click(await within(await help()).findByRole('button', { name: '문의하기' }));
    expect(router.state.location.pathname).toBe('/chatting/prepare');
    expect(router.state.location.search).toBe('?shopId=1');
    expect(apiGet).toHaveBeenCalledWith('/v2/shop', { shopId: 1 });
  });

  it('a shop that takes no chats offers no 문의하기; its number is there to call', async () => {
    serve(reservation({ reservationSeq: 7, canCancel: false, startAt: '2026-11-20T01:00:00.000Z' }), false);
    renderAt('/reservation/detail?id=7', routes);
    const region = await help();
    await waitFor(() => expect(apiGet).toHaveBeenCalledWith('/v2/shop', { shopId: 1 }));
    await new Promise((r) => setTimeout(r, 0));
    expect(within(region).queryByRole('button', { name: '문의하기' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '전화하기' })).toHaveAttribute('href', 'tel:020000000');
  });
});

describe('취소할 수 없는 예약', () => {
  it.each(['CONFIRMED', 'REQUESTED'] as const)(
    '%s and under way: says why there is no 예약 취소 and offers 문의하기 and 전화하기',
    async (status) => {
      open({ status, canCancel: false });
      const region = await help();
      expect(region).toHaveTextContent('이미 시작된 예약은 앱에서 취소할 수 없어요. 매장에 문의해 주세요.');
      expect(await within(region).findByRole('button', { name: '문의하기' })).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: '전화하기' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
    },
  );

  it('one that can still be cancelled has 예약 취소 and no such line', async () => {
    open({ status: 'CONFIRMED', canCancel: true });
    const region = await help();
    expect(region).not.toHaveTextContent('이미 시작된 예약은');
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeInTheDocument();
  });

  it.each(['CONFIRMED', 'REQUESTED'] as const)(
    'a %s visit that can no longer be moved in the app says why, and that a change goes through the shop',
    async (status) => {
      open({ status, canReschedule: false });
      const region = await help();
      expect(region).toHaveTextContent(
        '방문일이 가까워 앱에서는 예약을 변경할 수 없어요. 변경은 매장에 문의해 주세요.',
      );
      expect(await within(region).findByRole('button', { name: '문의하기' })).toBeInTheDocument();
    },
  );

  it.each(['CONFIRMED', 'REQUESTED'] as const)(
    'a %s visit that can still be moved points to 예약 변경',
    async (status) => {
      open({ status, canReschedule: true });
      const region = await help();
      expect(region).toHaveTextContent('날짜나 시간은 ‘예약 변경’으로 바꿀 수 있어요.');
      expect(region).not.toHaveTextContent('방문일이 가까워');
    },
  );

  it.each(['COMPLETED', 'CANCELED', 'NO_SHOW'] as const)(
    'a %s visit says nothing of changing or cancelling it',
    async (status) => {
      open({ status, canCancel: false });
      const region = await help();
      expect(region).not.toHaveTextContent('예약 변경');
      expect(region).not.toHaveTextContent('취소할 수 없어요');
    },
  );
});

describe('다시 예약', () => {
  it.each([
    ['완료', { status: 'COMPLETED' }],
    ['취소', { status: 'CANCELED' }],
    ['거절', { status: 'CANCELED', rejectReason: '그날은 예약이 다 찼어요.' }],
    ['노쇼', { status: 'NO_SHOW' }],
  ] as const)(
    'a visit %s: books the same product again with the same pets chosen',
    async (_, state: Partial<Reservation>) => {
      const user = userEvent.setup();
      const { router } = open({
        ...state,
        canCancel: false,
        // 나비 was deleted since: left out of the new booking.
        pets: [cocoLine, { ...cocoLine, petSeq: null, name: '나비' }],
      });
      await user.click(await screen.findByRole('button', { name: '다시 예약' }));
      expect(router.state.location.pathname).toBe('/online-reservation/1/product/1');
      expect(rememberedChoices(memoKey(1, 1)).pets).toEqual([1]);
      await user.click(await screen.findByRole('button', { name: '이 상품 예약하기' }));
      expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');
      expect(router.state.location.search).toBe('?product=1&pets=1');
    },
  );

  it('a completed visit keeps 리뷰 쓰기 beside it', async () => {
    open({ status: 'COMPLETED', canCancel: false });
    expect(await screen.findByRole('button', { name: '다시 예약' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '리뷰 쓰기' })).toBeInTheDocument();
  });

  it.each(['CONFIRMED', 'REQUESTED'] as const)('is not offered on a %s visit', async (status) => {
    open({ status });
    await help();
    expect(screen.queryByRole('button', { name: '다시 예약' })).not.toBeInTheDocument();
  });
});

describe('readable and tappable', () => {
  it('전화하기 is a 48px target like 문의하기 beside it, and the two go one under the other when they do not fit', async () => {
    onTestFinished(applyStylesheet('../components/booking.module.css', import.meta.url));
    open({ status: 'CONFIRMED' });
    const call = within(await help()).getByRole('link', { name: '전화하기' });
    expect(getComputedStyle(call).minHeight).toBe('48px');
    expect(getComputedStyle(call.parentElement!).flexWrap).toBe('wrap');
    expect(getComputedStyle(call).flexBasis).toBe('9rem');
  });

  it('the page clears two rows of footer buttons where there are two (리뷰 쓰기 and 다시 예약 at large text)', async () => {
    onTestFinished(applyStylesheet('../components/booking.module.css', import.meta.url));
    open({ status: 'COMPLETED', canCancel: false });
    const rebook = await screen.findByRole('button', { name: '다시 예약' });
    expect(getComputedStyle(rebook.parentElement!).flexWrap).toBe('wrap');
    const page = (await help()).parentElement!;
    expect(getComputedStyle(page).getPropertyValue('--footer-clearance')).toContain('max(48px');
  });
});

// 이 상품 예약하기 on a product's page: offered when the shop takes online bookings; a shop that does not (opened
// from a review, an old link, or it stopped since) says so there, before pets, a day and a time are chosen only to
// be refused at the end.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { OnlineShop } from '../api/types';
import { OnlineShopScreen } from '../components/online-shop-screen';
import { ProductScreen } from '../components/product-screen';
import { product, renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

const routes = [
  { path: '/online-reservation/:id', Component: OnlineShopScreen },
  { path: '/online-reservation/:id/product/:product_seq', Component: ProductScreen },
  { path: '/online-reservation/:id/select-pet', element: <p>반려동물 선택 화면</p> },
];

const shopOf = (onlineReservation: boolean) =>
  ({
    shop: {
      shopId: 1,
      name: '달콤펫뷰티 강북점',
      categories: ['BEAUTY'],
      address: '서울특별시 강북구 강북역로 172',
      thumbnailUrl: null,
      phone: '02-916-6866',
      reviewCount: 0,
      hours: [],
      onlineReservation,
    },
    products: [product],
    refundPolicy: [],
    depositRule: { rate: 0, required: false, account: null },
  }) as unknown as OnlineShop;

let takesBookings = true;

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  takesBookings = true;
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/online-reservation/shops/1') return shopOf(takesBookings);
      if (url === '/v2/online-reservation/products/1') return product;
      throw new Error(`unexpected ${url}`);
    });
});

describe('상품 상세의 예약 버튼', () => {
  it('leads on to choosing pets when the shop takes online bookings', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/product/1', routes);
    await user.click(await screen.findByRole('button', { name: '이 상품 예약하기' }));
    expect(await screen.findByText('반려동물 선택 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=1');
  });

  it('another shop’s product under this shop’s address is not found, never shown with its prices', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/online-reservation/products/999') return { ...product, productSeq: 999, shopId: 253 };
      throw new Error(`unexpected ${url}`);
    });
    renderAt('/online-reservation/1/product/999', routes);
    expect(await screen.findByText('상품을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 상품 예약하기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다른 상품 보기' })).toBeInTheDocument();
  });

  it('a shop that does not take online bookings: says so with its number instead of starting a booking', async () => {
    takesBookings = false;
    const user = userEvent.setup();
    renderAt('/online-reservation/1', routes);
    await user.click(await screen.findByRole('link', { name: /목욕/ }));

    expect(await screen.findByRole('heading', { name: '목욕' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '이 매장은 지금 온라인 예약을 받지 않아요. 매장에 전화로 문의해 주세요.',
    );
    expect(screen.getByRole('link', { name: '02-916-6866 전화하기' })).toHaveAttribute(
      'href',
      'tel:029166866',
    );
    expect(screen.queryByRole('button', { name: '이 상품 예약하기' })).not.toBeInTheDocument();
  });
});

describe('상품 설명', () => {
  it('shows a web address and a phone number the shop wrote in it as links', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/online-reservation/shops/1'
        ? shopOf(true)
        : {
            ...product,
            description:
              '스타일 사진은 pf.kakao.com/_meong 에서 보세요.\n대형견은 0507-1234-5678로 먼저 물어봐 주세요',
          },
    );
    renderAt('/online-reservation/1/product/1', routes);

    expect(await screen.findByRole('link', { name: 'pf.kakao.com/_meong' })).toHaveAttribute(
      'href',
      'https://pf.kakao.com/_meong',
    );
    expect(screen.getByRole('link', { name: '0507-1234-5678' })).toHaveAttribute('href', 'tel:050712345678');
  });
});

describe('the shop’s page, back from a product on a failing connection', () => {
  it('keeps the shop and its products shown when asking them again gets no answer', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1', routes);
    await user.click(await screen.findByRole('link', { name: /목욕/ }));
    await screen.findByRole('heading', { name: '목욕' });
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(
        vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/online-reservation/shops/1').length,
      ).toBeGreaterThan(1),
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByRole('link', { name: /목욕/ })).toBeInTheDocument();
    expect(screen.queryByText('네트워크 연결을 확인해 주세요.')).not.toBeInTheDocument();
  });
});

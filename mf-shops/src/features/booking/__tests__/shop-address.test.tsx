import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { OnlineShopScreen } from '../components/online-shop-screen';
import { ProductScreen } from '../components/product-screen';
import { RequestScreen } from '../components/request-screen';
import { SelectPetScreen } from '../components/select-pet-screen';
import { pets, product, renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [
  { path: '/auth', element: <p>로그인 화면</p> },
  { path: '/online-reservation', element: <p>온라인 예약 매장 목록</p> },
  { path: '/online-reservation/:id', Component: OnlineShopScreen },
  { path: '/online-reservation/:id/product/:product_seq', Component: ProductScreen },
  { path: '/online-reservation/:id/select-pet', Component: SelectPetScreen },
  { path: '/online-reservation/:id/reservation', Component: RequestScreen },
];

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/pets') return pets;
      if (url === '/v2/online-reservation/products/1') return product;
      throw new Error(`unexpected ${url}`);
    });
});

describe('예약 단계의 주소가 매장을 가리키지 않을 때', () => {
  it.each([
    ['매장', '/online-reservation/abc'],
    ['상품 상세', '/online-reservation/abc/product/1'],
    ['반려동물 선택', '/online-reservation/abc/select-pet?product=1'],
    ['예약 요청', '/online-reservation/abc/reservation?product=1&pets=1'],
  ])('%s: says the shop is not found, asks for nothing, and leads to the other shops', async (_, path) => {
    const user = userEvent.setup();
    const { router } = renderAt(path, routes);

    expect(screen.getByText('매장을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '다른 매장 보기' }));
    expect(router.state.location.pathname).toBe('/online-reservation');
  });

  it('a guest is told the shop is not found rather than asked to log in for it', () => {
    useSessionStore.getState().setToken(null);
    renderAt('/online-reservation/0/select-pet?product=1', routes);
    expect(screen.getByText('매장을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '로그인하기' })).not.toBeInTheDocument();
  });
});

describe('예약 단계의 로그인 안내', () => {
  it('asks a guest to log in and comes back to the same step with the same choices', async () => {
    useSessionStore.getState().setToken(null);
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=1', routes);

    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(
      screen.getByText('예약하려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(
      `?redirectUrl=${encodeURIComponent('/online-reservation/1/select-pet?product=1')}`,
    );
    expect(apiGet).not.toHaveBeenCalled();
  });
});

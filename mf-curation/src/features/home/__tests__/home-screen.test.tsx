import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { apiGet, type Banner, type Page, type ShopSummary } from '@guardian/shared';
import { HomeScreen } from '../components/home-screen';

// The request helpers themselves are mocked, so shared's own fetchers (banners) answer from here too.
vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
}));

const banners: Banner[] = [
  {
    bannerSeq: 1,
    title: '겨울 호텔 20% 할인',
    imageUrl: 'https://img.example.com/b1.png',
    linkUrl: '/event/1',
  },
  { bannerSeq: 2, title: '첫 미용 예약 쿠폰', imageUrl: 'https://img.example.com/b2.png', linkUrl: null },
];

const shop: ShopSummary = {
  shopId: 11,
  name: '멍멍살롱 성수점',
  categories: ['BEAUTY', 'KINDERGARTEN'],
  address: '서울 성동구 성수이로 1',
  regionSeq: 1,
  latitude: 37.5,
  longitude: 127.05,
  thumbnailUrl: null,
  reviewCount: 1234,
  registeredAt: '2026-01-01T00:00:00.000Z',
  distanceMeters: null,
  isFavorite: false,
};
const shops: Page<ShopSummary> = { items: [shop], page: 0, size: 10, total: 1, hasNext: false };

function serve(bannerResult: () => Promise<unknown>) {
  vi.mocked(apiGet).mockImplementation((url: string) => {
    if (url === '/v2/marketing/banner') return bannerResult() as Promise<never>;
    if (url === '/v2/shop/inquiry') return Promise.resolve(shops as never);
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/curation']}>
        <HomeScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
});

describe('홈 (/curation)', () => {
  it('shows the banners, linking internal ones inside the app', async () => {
    serve(() => Promise.resolve(banners));
    renderHome();
    const section = await screen.findByRole('region', { name: '이벤트 배너' });
    expect(within(section).getByAltText('겨울 호텔 20% 할인').closest('a')).toHaveAttribute(
      'href',
      '/event/1',
    );
    expect(within(section).getByAltText('첫 미용 예약 쿠폰')).toBeInTheDocument();
  });

  it('leaves the banner section out, with no error, when banners fail', async () => {
    serve(() => Promise.reject(new Error('500')));
    renderHome();
    expect(await screen.findByText('멍멍살롱 성수점')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '이벤트 배너' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/불러오지 못했어요/)).not.toBeInTheDocument();
  });

  it('lists popular shops by review count with Korean categories, linking to the shop page', async () => {
    serve(() => Promise.resolve([]));
    renderHome();
    const card = (await screen.findByText('멍멍살롱 성수점')).closest('a')!;
    expect(card).toHaveAttribute('href', '/shop/11');
    expect(within(card).getByText('미용')).toBeInTheDocument();
    expect(within(card).getByText('유치원')).toBeInTheDocument();
    expect(within(card).getByText('리뷰 1,234개')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith(
      '/v2/shop/inquiry',
      { orderBy: 'REVIEWS', page: 0, size: 10 },
      expect.anything(),
    );
  });

  it('offers the quick entries and the breed guide', async () => {
    serve(() => Promise.resolve([]));
    renderHome();
    expect(screen.getByRole('link', { name: '매장 찾기' })).toHaveAttribute('href', '/shop/search');
    expect(screen.getByRole('link', { name: '예약 내역' })).toHaveAttribute('href', '/reservation');
    expect(screen.getByRole('link', { name: '커뮤니티' })).toHaveAttribute('href', '/community');
    expect(screen.getByRole('link', { name: /품종 가이드/ })).toHaveAttribute('href', '/curation/breed');
  });
});

describe('홈 (/curation) layout while banners load', () => {
  it('holds the banner slot while banners load, then shows them with the first one fetched first', async () => {
    let arrive: (value: Banner[]) => void = () => {};
    serve(() => new Promise<Banner[]>((resolve) => (arrive = resolve)));
    renderHome();
    const slot = () => document.querySelector('[aria-hidden="true"] > div');
    expect(slot()).not.toBeNull();
    expect(screen.queryByRole('region', { name: '이벤트 배너' })).not.toBeInTheDocument();

    arrive(banners);
    const section = await screen.findByRole('region', { name: '이벤트 배너' });
    expect(slot()).toBeNull();
    const images = within(section).getAllByRole('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});

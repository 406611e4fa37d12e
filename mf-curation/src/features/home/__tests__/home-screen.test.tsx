import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  ApiError,
  apiGet,
  publicGet,
  useSessionStore,
  type Banner,
  type Page,
  type ShopSummary,
} from '@guardian/shared';
import type { ContentCard, CurationHome, EventCard, Picks } from '../../../api/types';
import { HomeScreen } from '../components/home-screen';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

// The request helpers themselves are mocked, so shared's own fetchers (banners) answer from here too.
vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
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

const card = (seq: number, title: string, breedSeqs: number[] = []): ContentCard => ({
  curationSeq: 1,
  curationContentsSeq: seq,
  kind: 'ARTICLE',
  title,
  summary: `${title} 요약`,
  coverImageUrl: `https://img.example.com/c${seq}.svg`,
  breedSeqs,
});
const home: CurationHome = {
  series: [
    {
      curationSeq: 1,
      title: '처음 만나는 반려생활',
      subtitle: '초보 보호자를 위한 기본기',
      contents: [card(1, '강아지 첫 미용')],
    },
  ],
};
const picks: Picks = {
  breeds: [{ breedSeq: 1, name: '말티즈', petNames: ['코코'] }],
  contents: [card(7, '말티즈 눈물 자국 관리', [1])],
};
const events: EventCard[] = [
  {
    eventSeq: 1,
    title: '첫 미용 20% 할인',
    summary: '쿠폰',
    coverImageUrl: 'https://img.example.com/e1.svg',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    status: 'RUNNING',
    hasCoupon: true,
  },
];

type Answers = Partial<Record<string, () => Promise<unknown>>>;
function serve(bannerResult: () => Promise<unknown>, answers: Answers = {}) {
  const all: Answers = {
    '/v2/marketing/banner': bannerResult,
    '/v2/shop/inquiry': () => Promise.resolve(shops),
    '/v2/curation': () => Promise.resolve(home),
    '/v2/curation/picks': () => Promise.resolve(picks),
    '/v2/curation/reviews': () => Promise.resolve([]),
    '/v2/events': () => Promise.resolve(events),
    ...answers,
  };
  const answer = (url: string) =>
    (all[url] ? all[url]() : Promise.reject(new Error(`unexpected ${url}`))) as Promise<never>;
  vi.mocked(apiGet).mockImplementation(answer);
  vi.mocked(publicGet).mockImplementation(answer);
}

function renderHome(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/curation']}>
        <HomeScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  vi.mocked(publicGet).mockReset();
  useSessionStore.setState({ token: null });
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
    expect(await screen.findByRole('link', { name: /품종 가이드/ })).toHaveAttribute(
      'href',
      '/curation/breed',
    );
  });

  it('shows each curated series as a row of its contents, and running events', async () => {
    serve(() => Promise.resolve([]));
    renderHome();
    const series = await screen.findByRole('region', { name: '처음 만나는 반려생활' });
    expect(within(series).getByRole('link', { name: /강아지 첫 미용/ })).toHaveAttribute(
      'href',
      '/curation/1/1',
    );
    const eventsRow = await screen.findByRole('region', { name: '진행 중인 이벤트' });
    expect(await within(eventsRow).findByRole('link', { name: /첫 미용 20% 할인/ })).toHaveAttribute(
      'href',
      '/event/1',
    );
  });

  it("keeps the events row's 전체 보기 on one line at any text size", async () => {
    const removeStylesheet = applyStylesheet('../components/rows.module.css', import.meta.url);
    try {
      serve(() => Promise.resolve([]));
      renderHome();
      const eventsRow = await screen.findByRole('region', { name: '진행 중인 이벤트' });
      const more = within(eventsRow).getByRole('link', { name: '전체 보기' });
      expect(getComputedStyle(more).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(more).flexShrink).toBe('0');
    } finally {
      removeStylesheet();
    }
  });

  it('names an editor’s shop review by its rating, not by its star characters', async () => {
    serve(() => Promise.resolve([]), {
      '/v2/curation/reviews': () =>
        Promise.resolve([
          {
            reviewSeq: 3,
            title: '겁 많은 말티즈도 편하게',
            shopName: '바둑펫뷰티 종로점',
            rating: 4,
            coverImageUrl: 'https://img.example.com/r3.svg',
          },
        ]),
    });
    renderHome();
    const reviews = await screen.findByRole('region', { name: '가디언이 다녀왔어요' });
    const link = await within(reviews).findByRole('link');
    expect(link).toHaveAccessibleName(/바둑펫뷰티 종로점 · 별점 5점 중 4점$/);
    expect(link).not.toHaveAccessibleName(/★/);
    // On the card, one star and the number, as a list of places shows a rating: not four stars to count.
    expect(within(link).getByRole('img', { name: '별점 5점 중 4점' })).toHaveTextContent(/^★\s*4$/);
  });

  it('a failing block fails alone, with a retry, while the others show', async () => {
    serve(() => Promise.resolve([]), { '/v2/curation': () => Promise.reject(new Error('500')) });
    renderHome();
    expect(await screen.findByText('멍멍살롱 성수점')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /첫 미용 20% 할인/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /다시 시도/ })).toBeInTheDocument();
  });

  it('keeps every block it showed when 홈 is opened again and the refresh fails on a weak connection', async () => {
    useSessionStore.setState({ token: 'demo-token' });
    const review = {
      reviewSeq: 3,
      title: '겁 많은 말티즈도 편하게',
      shopName: '바둑펫뷰티 종로점',
      rating: 4,
      coverImageUrl: 'https://img.example.com/r3.svg',
    };
    serve(() => Promise.resolve([]), { '/v2/curation/reviews': () => Promise.resolve([review]) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderHome(queryClient);
    expect(await screen.findByText('멍멍살롱 성수점')).toBeInTheDocument();
    expect(await screen.findByText('겁 많은 말티즈도 편하게')).toBeInTheDocument();
    first.unmount();

    // Back from an article on the subway: every refresh the page asks for fails.
    const offline = () =>
      Promise.reject(
        new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
      );
    vi.mocked(apiGet).mockImplementation(offline);
    vi.mocked(publicGet).mockImplementation(offline);
    renderHome(queryClient);
    // The series, the picks, the events and the reviews ask again (the popular shops are kept ten minutes).
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }),
      ).toHaveLength(4),
    );

    expect(screen.getByRole('region', { name: '처음 만나는 반려생활' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '우리 아이 맞춤' })).getByRole('link', {
        name: /말티즈 눈물 자국 관리/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /첫 미용 20% 할인/ })).toBeInTheDocument();
    expect(screen.getByText('겁 많은 말티즈도 편하게')).toBeInTheDocument();
    expect(screen.getByText('멍멍살롱 성수점')).toBeInTheDocument();
    expect(screen.queryByText('네트워크 연결을 확인해 주세요.')).not.toBeInTheDocument();
  });

  it('draws nothing below the curated series until they are in, so their rows push nothing down', async () => {
    let seriesIn: (value: CurationHome) => void = () => {};
    serve(() => Promise.resolve([]), {
      '/v2/curation': () => new Promise<CurationHome>((resolve) => (seriesIn = resolve)),
    });
    renderHome();
    expect(screen.getByLabelText('추천 콘텐츠를 불러오는 중')).toBeInTheDocument();
    expect(screen.queryByLabelText('이벤트와 매장을 불러오는 중')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '진행 중인 이벤트' })).not.toBeInTheDocument();
    seriesIn(home);
    expect(await screen.findByRole('region', { name: '처음 만나는 반려생활' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '진행 중인 이벤트' })).toBeInTheDocument();
  });

  it("shows 우리 아이 맞춤 for my pets' breeds only when logged in", async () => {
    serve(() => Promise.resolve([]));
    renderHome();
    await screen.findByRole('region', { name: '처음 만나는 반려생활' });
    expect(screen.queryByRole('region', { name: '우리 아이 맞춤' })).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalledWith('/v2/curation/picks', undefined, expect.anything());
  });

  it('logged in, picks the contents for my pets and names them', async () => {
    useSessionStore.setState({ token: 'demo-token' });
    serve(() => Promise.resolve([]));
    renderHome();
    const section = await screen.findByRole('region', { name: '우리 아이 맞춤' });
    expect(await within(section).findByRole('link', { name: /말티즈 눈물 자국 관리/ })).toBeInTheDocument();
    expect(within(section).getByText(/코코의 품종\(말티즈\)/)).toBeInTheDocument();
  });

  it('a new owner with no pet is led straight to the 반려동물 추가 form, not to 마이페이지 to look for it', async () => {
    useSessionStore.setState({ token: 'demo-token', user: { pets: [] } as never });
    onTestFinished(() => useSessionStore.setState({ user: null }));
    serve(() => Promise.resolve([]), {
      '/v2/curation/picks': () => Promise.resolve({ breeds: [], contents: [] }),
    });
    renderHome();
    const section = await screen.findByRole('region', { name: '우리 아이 맞춤' });
    expect(await within(section).findByRole('link', { name: /우리 아이를 등록해 주세요/ })).toHaveAttribute(
      'href',
      '/my-info?pet=new',
    );
  });

  it('pets without a breed yet: the nudge asks for the breed and opens my pets', async () => {
    useSessionStore.setState({ token: 'demo-token', user: { pets: [{ petSeq: 1 }] } as never });
    onTestFinished(() => useSessionStore.setState({ user: null }));
    serve(() => Promise.resolve([]), {
      '/v2/curation/picks': () => Promise.resolve({ breeds: [], contents: [] }),
    });
    renderHome();
    const section = await screen.findByRole('region', { name: '우리 아이 맞춤' });
    expect(
      await within(section).findByRole('link', { name: /반려동물의 품종을 알려 주세요/ }),
    ).toHaveAttribute('href', '/my-info');
  });

  it('names the first two of ten pets and their breeds, and how many more, in one short line', async () => {
    useSessionStore.setState({ token: 'demo-token' });
    const names = ['코코', '나비', '초코', '보리', '뭉치', '콩이', '몽실이', '두부', '호두', 'Maximilian'];
    const breeds = names.map((name, i) => ({ breedSeq: i + 1, name: `품종${i + 1}`, petNames: [name] }));
    serve(() => Promise.resolve([]), { '/v2/curation/picks': () => Promise.resolve({ ...picks, breeds }) });
    renderHome();
    const section = await screen.findByRole('region', { name: '우리 아이 맞춤' });
    expect(
      await within(section).findByText('코코, 나비 외 8마리의 품종(품종1, 품종2 외 8종)에 맞춘 글'),
    ).toBeInTheDocument();
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

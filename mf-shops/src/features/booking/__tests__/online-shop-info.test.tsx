// A shop's booking page says what an owner checks before picking a product (as Naver 예약 does): its rating and
// reviews, its number to call, its days off and hours, the deposit it asks, and the way to the shop's own page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, queryKeys, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import type { OnlineShop } from '../api/types';
import { OnlineShopScreen } from '../components/online-shop-screen';
import { onlineShop, renderAt } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

const routes = [
  { path: '/online-reservation/:id', Component: OnlineShopScreen },
  { path: '/shop/:id', element: <p>매장 화면</p> },
];

/** 행복한살롱: open 10:00 - 19:00, closed on Sundays, 20% deposit, 12 reviews. */
const salon = (over: Partial<OnlineShop> = {}): OnlineShop => {
  const base = onlineShop();
  return {
    ...base,
    shop: {
      ...base.shop,
      name: '행복한살롱 중구점',
      reviewCount: 12,
      hours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
        dayOfWeek: d,
        open: '10:00',
        close: '19:00',
        closed: d === 0,
      })),
    },
    depositRule: { rate: 20, required: true, account: '하나은행 123-456 (예금주 행복한살롱)' },
    refundPolicy: [{ minDaysBefore: 3, refundRate: 100, description: '3일 전까지 취소 시 100% 환불' }],
    ...over,
  };
};

const reviews = {
  items: [],
  page: 0,
  size: 3,
  total: 12,
  hasNext: true,
  reviewCount: 12,
  averageRating: 4.5,
};

function serve(shop: OnlineShop, reviewsAnswer: unknown = reviews) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/online-reservation/shops/1') return shop;
    if (url === '/v2/shop/1/reviews') {
      if (reviewsAnswer instanceof Error) throw reviewsAnswer;
      return reviewsAnswer;
    }
    throw new Error(`unexpected ${url}`);
  });
}

const info = () => screen.findByRole('region', { name: '매장 정보' });

beforeEach(() => {
  // Monday 23 November 2026, 10:00 in Seoul.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T01:00:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
});

afterEach(() => vi.useRealTimers());

describe('온라인 예약 매장 화면의 매장 정보', () => {
  it('shows the rating and reviews, the number to call, the days off, the deposit, and today’s hours', async () => {
    serve(salon());
    renderAt('/online-reservation/1', routes);
    const region = await info();

    expect(await within(region).findByRole('img', { name: '별점 4.5점, 리뷰 12개' })).toHaveTextContent(
      '★ 4.5 · 12개',
    );
    expect(within(region).getByRole('link', { name: '02-916-6866' })).toHaveAttribute(
      'href',
      'tel:029166866',
    );
    const fact = (term: string) => within(region).getByText(term).nextElementSibling;
    expect(fact('휴무일')).toHaveTextContent('매주 일요일');
    expect(fact('예약금')).toHaveTextContent('이용 금액의 20%를 먼저 보내야 예약이 확정돼요.');
    expect(region).toHaveTextContent('영업시간 오늘 10:00 - 19:00');
    // Before the products: read before one is picked.
    const productLink = screen.getByRole('link', { name: /목욕/ });
    expect(region.compareDocumentPosition(productLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens the week’s hours, the shop page’s own table, Sunday 휴무', async () => {
    serve(salon());
    const user = userEvent.setup();
    renderAt('/online-reservation/1', routes);
    const region = await info();
    const fold = within(region).getByText('영업시간').closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    await user.click(within(fold).getByText('영업시간'));
    expect(fold).toHaveAttribute('open');
    const row = within(fold).getByRole('row', { name: /^일/ });
    expect(row.querySelector('td')).toHaveTextContent('휴무');
    expect(within(fold).getByRole('row', { name: /^월 \(오늘\)/ })).toHaveAttribute('aria-current', 'date');
  });

  it('매장 정보 보기 opens the shop’s page', async () => {
    serve(salon());
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1', routes);
    await user.click(within(await info()).getByRole('link', { name: '매장 정보 보기' }));
    expect(router.state.location.pathname).toBe('/shop/1');
  });

  it('reads the rating from the shop page’s own reviews query, so the shop page has it already', async () => {
    serve(salon());
    const { queryClient } = renderAt('/online-reservation/1', routes);
    await within(await info()).findByRole('img', { name: '별점 4.5점, 리뷰 12개' });
    expect(apiGet).toHaveBeenCalledWith('/v2/shop/1/reviews', { page: 0, size: 3 });
    expect(queryClient.getQueryData(queryKeys.reviews.shop(1))).toMatchObject({ pages: [reviews] });
  });

  it('without the reviews (failed), still says how many there are; a shop with none says so', async () => {
    serve(salon(), new Error('offline'));
    const { unmount } = renderAt('/online-reservation/1', routes);
    const fact = async () => within(await info()).getByText('리뷰').nextElementSibling;
    await waitFor(async () => expect(await fact()).toHaveTextContent(/^12개$/));
    unmount();

    const base = salon();
    serve(
      { ...base, shop: { ...base.shop, reviewCount: 0 } },
      { ...reviews, reviewCount: 0, averageRating: null },
    );
    renderAt('/online-reservation/1', routes);
    await waitFor(async () => expect(await fact()).toHaveTextContent('아직 리뷰가 없어요'));
  });

  it('says nothing of a deposit when the shop asks none, and that it opens every day when it does', async () => {
    const base = salon();
    serve({
      ...base,
      shop: { ...base.shop, hours: base.shop.hours.map((h) => ({ ...h, closed: false })) },
      depositRule: { rate: 0, required: false, account: null },
    });
    renderAt('/online-reservation/1', routes);
    const region = await info();
    expect(within(region).queryByText('예약금')).not.toBeInTheDocument();
    expect(within(region).getByText('휴무일').nextElementSibling).toHaveTextContent('없어요');
  });

  it('a shop that gave no hours says to ask it, without a 휴무일 it does not know', async () => {
    serve(onlineShop());
    renderAt('/online-reservation/1', routes);
    const region = await info();
    expect(region).toHaveTextContent('영업시간 정보가 없어요. 매장에 문의해 주세요.');
    expect(within(region).queryByText('휴무일')).not.toBeInTheDocument();
  });

  it('keeps the shop’s 취소·환불 규정 after its products', async () => {
    serve(salon());
    renderAt('/online-reservation/1', routes);
    const policy = await screen.findByRole('region', { name: '취소·환불 규정' });
    expect(within(policy).getByRole('listitem')).toHaveTextContent('3일 전까지 취소 시 100% 환불');
  });
});

describe('readable and tappable', () => {
  it('the number is a 44px target, the hours’ title a 48px row, and a long fact wraps beside its label', async () => {
    onTestFinished(applyStylesheet('../components/booking.module.css', import.meta.url));
    onTestFinished(applyStylesheet('../../../components/facts.module.css', import.meta.url));
    serve(salon());
    renderAt('/online-reservation/1', routes);
    const region = await info();
    const phone = within(region).getByRole('link', { name: '02-916-6866' });
    expect(getComputedStyle(phone).position).toBe('relative');
    expect(pseudoRules(phone)[0]?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
    const summary = within(region).getByText('영업시간').closest('summary')!;
    expect(getComputedStyle(summary).minHeight).toBe('48px');
    const facts = within(region).getByText('예약금').parentElement!;
    // The label column as wide as its text (휴무일 at 200% in one piece), the value taking the rest and wrapping.
    expect(getComputedStyle(facts).gridTemplateColumns).toBe('minmax(3.2em, max-content) minmax(0, 1fr)');
    expect(getComputedStyle(within(region).getByText('예약금').nextElementSibling!).overflowWrap).toBe(
      'anywhere',
    );
    const link = within(region).getByRole('link', { name: '매장 정보 보기' });
    expect(getComputedStyle(link).minHeight).toBe('48px');
  });
});

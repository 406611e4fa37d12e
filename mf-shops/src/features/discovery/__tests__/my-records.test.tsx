// The home of an owner with no linked shop who booked one: once the visit is over and the pass is gone, 내 기록 still
// leads to their coupons, forms to sign, the visit waiting for a review and past visits, from the reads those
// screens make themselves.
import { screen, waitFor, within } from '@testing-library/react';
import { apiGet, queryKeys, useCurrentShopStore, useSessionStore } from '@guardian/shared';
import { HomeScreen } from '../components/home-screen';
import { me, renderAt } from './helpers';

vi.mock('@guardian/shared', async (orig) => (await import('./shared-mock')).sharedMock(orig));
vi.mock('@guardian/shared/api/requests', async (orig) => ({
  ...(await orig<object>()),
  apiGet: async (...args: Parameters<typeof apiGet>) => (await import('@guardian/shared')).apiGet(...args),
}));

const get = vi.mocked(apiGet);
const noShop = { ...me, userShops: [] };
const page = <T,>(items: T[], extra: object = {}) => ({
  items,
  page: 0,
  size: 20,
  total: items.length,
  hasNext: false,
  ...extra,
});

const coupon = { couponSeq: 8, name: '재방문 감사 15% 할인', shop: { shopId: 1, name: '바둑펫뷰티 종로점' } };
const form = (formSeq: number, state: 'TO_SIGN' | 'SIGNED' | 'RESIGN') => ({ formSeq, shopId: 1, state });
const visit = { reservationSeq: 12, shopId: 1, shopName: '바둑펫뷰티 종로점', productName: '목욕' };
const pastVisit = { reservationSeq: 12, status: 'COMPLETED' };

interface Records {
  coupons?: unknown[];
  forms?: unknown[];
  pending?: unknown[];
  past?: unknown[];
}

function serve({ coupons = [], forms = [], pending = [], past = [] }: Records) {
  useSessionStore.setState({ token: 't', user: noShop });
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/me') return noShop;
    if (url === '/v2/reservations/next') return null;
    if (url === '/v2/vouchers') return [];
    if (url === '/v2/coupons') return coupons;
    if (url === '/v2/consent/forms') return forms;
    if (url === '/v2/reviews/pending') return pending;
    if (url === '/v2/reservations') return page(past);
    if (url === '/v2/alim-papers') return page([], { unread: 0 });
    if (url === '/v2/marketing/banner') return [];
    throw new Error(`unexpected ${url}`);
  });
}

const calls = (url: string) => get.mock.calls.filter(([u]) => u === url);

beforeEach(() => {
  get.mockReset();
  useCurrentShopStore.getState().clear();
});

describe('내 기록 on the home with no linked shop, after the visit is over and with no pass', () => {
  it('shows with a usable coupon, forms to sign and a visit to review, each counted, and leads to them', async () => {
    serve({
      coupons: [coupon],
      forms: [form(1, 'TO_SIGN'), form(2, 'RESIGN'), form(3, 'SIGNED'), form(4, 'TO_SIGN')],
      pending: [visit],
    });
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    const menu = await screen.findByRole('navigation', { name: '내 기록 바로가기' });
    expect(within(menu).getByRole('link', { name: '쿠폰, 쓸 수 있는 쿠폰 1장' })).toHaveAttribute(
      'href',
      '/coupon',
    );
    expect(
      await within(menu).findByRole('link', { name: '동의서, 서명이 필요한 동의서 3개' }),
    ).toHaveAttribute('href', '/consent');
    expect(within(menu).getByRole('link', { name: '리뷰, 리뷰를 기다리는 방문 1건' })).toHaveAttribute(
      'href',
      '/review',
    );
    expect(within(menu).getByRole('link', { name: '예약' })).toHaveAttribute('href', '/reservation');
    // Still the one 매장 찾기 of the empty state above it.
    expect(screen.getByRole('region', { name: '연결된 매장이 없어요' })).toBeInTheDocument();
  });

  it.each([
    ['a usable coupon', { coupons: [coupon] }],
    ['a form to sign', { forms: [form(1, 'TO_SIGN')] }],
    ['a form to sign again (the shop changed it)', { forms: [form(1, 'RESIGN')] }],
    ['a visit waiting for a review', { pending: [visit] }],
    ['a past visit only', { past: [pastVisit] }],
  ])('shows with %s alone', async (_what, records: Records) => {
    serve(records);
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    expect(await screen.findByRole('navigation', { name: '내 기록 바로가기' })).toBeInTheDocument();
  });

  it('with only signed forms and nothing else, stays away', async () => {
    serve({ forms: [form(1, 'SIGNED')] });
    renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await waitFor(() => expect(calls('/v2/reservations')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: '내 기록 바로가기' })).not.toBeInTheDocument();
  });

  it('reads each with its screen’s own address and key, once, and past visits only when nothing else said yes', async () => {
    serve({ coupons: [coupon], forms: [form(1, 'TO_SIGN')], pending: [visit] });
    const { queryClient } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await screen.findByRole('navigation', { name: '내 기록 바로가기' });
    await waitFor(() => expect(calls('/v2/reviews/pending')).toHaveLength(1));
    expect(calls('/v2/coupons')).toEqual([['/v2/coupons', { tab: 'usable' }]]);
    expect(calls('/v2/consent/forms')).toHaveLength(1);
    expect(calls('/v2/reviews/pending')).toHaveLength(1);
    expect(calls('/v2/reservations')).toHaveLength(0);
    expect(queryClient.getQueryData(queryKeys.coupons.list('usable'))).toEqual([coupon]);
    expect(queryClient.getQueryData(queryKeys.consents.list())).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.reviews.pending())).toEqual([visit]);
  });

  it('asks for past visits with 예약 내역’s own address and key', async () => {
    serve({ past: [pastVisit] });
    const { queryClient } = renderAt('/', [{ path: '/', Component: HomeScreen }]);
    await screen.findByRole('navigation', { name: '내 기록 바로가기' });
    expect(calls('/v2/reservations')).toEqual([['/v2/reservations', { scope: 'past', page: 0, size: 20 }]]);
    expect(queryClient.getQueryData(queryKeys.reservations.list('past'))).toMatchObject({
      pages: [{ items: [pastVisit] }],
      pageParams: [0],
    });
  });
});

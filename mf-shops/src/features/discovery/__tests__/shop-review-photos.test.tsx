// A review's photos on the shop page open larger, in the viewer albums and 알림장 use; back closes it.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '@guardian/shared';
import { ShopReviews } from '../components/shop-reviews';
import { renderAt } from './helpers';

vi.mock('@guardian/shared', async (orig) => (await import('./shared-mock')).sharedMock(orig));

const photo = (mediaSeq: number) => ({
  mediaSeq,
  width: 1280,
  height: 960,
  url: `/m/${mediaSeq}/w1280`,
  thumbnailUrl: `/m/${mediaSeq}/w320`,
  srcSet: `/m/${mediaSeq}/w320 320w, /m/${mediaSeq}/w1280 1280w`,
});

const reviews = {
  items: [
    {
      reviewSeq: 8,
      authorNickname: '보리**',
      productName: '목욕',
      petNames: ['보리'],
      rating: 5,
      content: '뽀송뽀송해졌어요.',
      mediaSeqs: [21, 22],
      photos: [photo(21), photo(22)],
      reply: null,
      repliedAt: null,
      createdAt: '2026-11-20T00:00:00.000Z',
      edited: false,
    },
  ],
  page: 0,
  size: 3,
  total: 1,
  hasNext: false,
  reviewCount: 1,
  averageRating: 5,
};

const LAZY = { timeout: 5000 };

beforeEach(() => {
  vi.mocked(apiGet).mockReset().mockResolvedValue(reviews);
});

describe('review photos on the shop page', () => {
  it('open full screen at the photo tapped, step to the next, and back closes the viewer on the page', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/shop/1', [{ path: '/shop/:id', element: <ShopReviews shopId={1} /> }]);
    const list = await screen.findByRole('list', { name: '리뷰 사진' });
    await user.click(within(list).getByRole('button', { name: '리뷰 사진 크게 보기 2 / 2' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 2 / 2' }, LAZY);
    expect(within(viewer).getByRole('img', { name: '리뷰 사진 2' })).toHaveAttribute('src', '/m/22/w1280');
    await user.click(within(viewer).getByRole('button', { name: '이전 사진' }));
    expect(screen.getByRole('dialog', { name: '사진 1 / 2' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/1');
    expect(screen.getByRole('list', { name: '리뷰 사진' })).toBeInTheDocument();
  });

  it('닫기 closes it and leaves no entry behind', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/shop/1', [{ path: '/shop/:id', element: <ShopReviews shopId={1} /> }]);
    await user.click(await screen.findByRole('button', { name: '리뷰 사진 크게 보기 1 / 2' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, LAZY)).getByRole('button', { name: '닫기' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.key).toBe('default');
  });
});

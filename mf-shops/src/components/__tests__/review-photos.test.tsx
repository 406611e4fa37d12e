// A review's photos open full screen as a history entry of their own; that entry still opens them after a reload and
// when forward comes back to it, and on a page of several reviews it opens only the review it was opened from.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { ReviewPhotos } from '../review-photos';

// The viewer is a lazy chunk; a loaded machine can take more than findBy's default second.
const LAZY = { timeout: 4000 };

/** Links signed as the API signs them: another read, another signature. */
const photo = (mediaSeq: number, sig = 'a') => ({
  mediaSeq,
  url: `/v2/media/${mediaSeq}/w1280?exp=1&sig=${sig}`,
  thumbnailUrl: `/v2/media/${mediaSeq}/w320?exp=1&sig=${sig}`,
  srcSet: '',
});

/** Two reviews with photos on a shop page, at the last of `entries` (a reload keeps each entry's state). */
function open(sig: string, entries: InitialEntry[] = ['/', '/shop/2']) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>매장 목록</p> },
      {
        path: '/shop/:id',
        element: (
          <>
            <section aria-label="첫 리뷰">
              <ReviewPhotos photos={[photo(1, sig), photo(2, sig)]} />
            </section>
            <section aria-label="둘째 리뷰">
              <ReviewPhotos photos={[photo(3, sig)]} />
            </section>
          </>
        ),
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('ReviewPhotos', () => {
  it('after a reload with a photo open, shows that photo of that review again, and back closes it', async () => {
    const user = userEvent.setup();
    const first = open('a');
    const review = screen.getByRole('region', { name: '첫 리뷰' });
    await user.click(within(review).getByRole('button', { name: '리뷰 사진 크게 보기 2 / 2' }));
    await screen.findByRole('dialog', { name: '사진 2 / 2' }, LAZY);
    const { state } = first.router.state.location;
    first.unmount();

    const again = open('b', ['/', '/shop/2', { pathname: '/shop/2', state }]);
    const viewer = await screen.findByRole('dialog', { name: '사진 2 / 2' }, LAZY);
    expect(within(viewer).getByRole('img', { name: '리뷰 사진 2' })).toHaveAttribute(
      'src',
      photo(2, 'b').url,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await act(() => again.router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/shop/2');
  });

  it('forward to the open photo, after leaving the shop page and coming back, shows it again', async () => {
    const user = userEvent.setup();
    const { router } = open('a');
    const review = screen.getByRole('region', { name: '둘째 리뷰' });
    await user.click(within(review).getByRole('button', { name: '리뷰 사진 크게 보기 1 / 1' }));
    await screen.findByRole('dialog', { name: '사진 1 / 1' }, LAZY);

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(screen.getByText('매장 목록')).toBeInTheDocument();
    await act(() => router.navigate(1));
    await act(() => router.navigate(1));

    expect(await screen.findByRole('dialog', { name: '사진 1 / 1' }, LAZY)).toBeInTheDocument();
  });
});

// A post's photos open full screen as a history entry of their own; that entry still opens them after a reload and
// when forward comes back to it (React's useId named them anew on each visit, and both left a back that did nothing).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { PostPhotos } from '../components/post-photos';

// The viewer and the grid are lazy chunks; a loaded machine can take more than findBy's default second.
const LAZY = { timeout: 4000 };

/** Links signed as the API signs them: another read of the post, another signature. */
const photo = (mediaSeq: number, sig = 'a') => ({
  mediaSeq,
  width: 800,
  height: 600,
  url: `https://api.test/v2/media/${mediaSeq}/w1280?exp=1&sig=${sig}`,
  thumbnailUrl: `https://api.test/v2/media/${mediaSeq}/w320?exp=1&sig=${sig}`,
  srcSet: '',
});

/** The post page at the last of `entries` (a reload finds the history as it was, with each entry's state). */
function open(photos: ReturnType<typeof photo>[], entries: InitialEntry[] = ['/community', '/community/42']) {
  const router = createMemoryRouter(
    [
      { path: '/community', element: <p>피드</p> },
      { path: '/community/:communitySeq', element: <PostPhotos photos={photos} /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('a post’s photos full screen', () => {
  it.each([
    ['one photo', [5], '사진 크게 보기: 사진 1', '사진 1 / 1'],
    ['several photos', [7, 8], '사진 크게 보기 2 / 2: 사진 2', '사진 2 / 2'],
  ])(
    '%s: a reload with the viewer open shows the same photo again, and back closes it',
    async (_, seqs, tap, shown) => {
      const user = userEvent.setup();
      const first = open(seqs.map((s) => photo(s)));
      await user.click(await screen.findByRole('button', { name: tap }, LAZY));
      await screen.findByRole('dialog', { name: shown }, LAZY);
      const { state } = first.router.state.location;
      first.unmount();

      const again = open(
        seqs.map((s) => photo(s, 'b')),
        ['/community', '/community/42', { pathname: '/community/42', state }],
      );
      expect(await screen.findByRole('dialog', { name: shown }, LAZY)).toBeInTheDocument();
      await act(() => again.router.navigate(-1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(again.router.state.location.pathname).toBe('/community/42');
    },
  );

  it('forward to the open photo, after going back to the feed and forward to the post, shows it again', async () => {
    const user = userEvent.setup();
    const { router } = open([photo(5)]);
    await user.click(await screen.findByRole('button', { name: '사진 크게 보기: 사진 1' }, LAZY));
    await screen.findByRole('dialog', { name: '사진 1 / 1' }, LAZY);

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(screen.getByText('피드')).toBeInTheDocument();
    await act(() => router.navigate(1));
    await act(() => router.navigate(1));

    expect(await screen.findByRole('dialog', { name: '사진 1 / 1' }, LAZY)).toBeInTheDocument();
  });
});

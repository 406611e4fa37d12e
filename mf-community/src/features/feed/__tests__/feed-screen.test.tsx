import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, dialog, useSessionStore } from '@guardian/shared';
import { makePost, renderAt } from '../../../test/render-at';
import { FeedScreen } from '../components/feed-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);
const open = () => renderAt('/community', [{ path: '/community', Component: FeedScreen }]);

beforeEach(() => {
  get.mockReset();
  useSessionStore.setState({ token: null, user: null });
});

describe('커뮤니티 feed', () => {
  it('shows posts with author, pet, breed tag and counts, newest first; 인기순 asks for the popular sort', async () => {
    get.mockImplementation(async (_url: string, params?: Record<string, unknown>) => ({
      items:
        params?.sort === 'POPULAR'
          ? [makePost({ communitySeq: 7, content: '인기 많은 글', likeCount: 30 })]
          : [makePost(), makePost({ communitySeq: 41, content: '두 번째 글', breedName: null })],
      nextCursor: null,
    }));
    open();
    const first = await screen.findByRole('link', { name: /코코랑 한강 산책/ });
    expect(first).toHaveAttribute('href', '/community/42');
    expect(screen.getAllByText('초코 · 푸들')).toHaveLength(2);
    expect(screen.getAllByText('· 5분 전')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '좋아요 3개, 누르기' })).toHaveLength(2);
    expect(screen.getByText('모든 글을 다 봤어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '인기순' }));
    expect(await screen.findByText('인기 많은 글')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/v2/community', { sort: 'POPULAR', size: 20 }, expect.anything());
  });

  it("shows a post's first photo at the rendition the card's width needs, and how many more there are", async () => {
    const photo = (mediaSeq: number) => ({
      mediaSeq,
      width: 1600,
      height: 1200,
      url: `/v2/media/${mediaSeq}/w1280`,
      thumbnailUrl: `/v2/media/${mediaSeq}/w320`,
      srcSet: `/v2/media/${mediaSeq}/w320 320w, /v2/media/${mediaSeq}/w720 720w, /v2/media/${mediaSeq}/w1280 1280w`,
    });
    get.mockResolvedValueOnce({ items: [makePost({ photos: [photo(5), photo(6)] })], nextCursor: null });
    open();
    const card = await screen.findByRole('article');
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/v2/media/5/w320');
    expect(img).toHaveAttribute('srcset', photo(5).srcSet);
    // The card is the content's full width: 358 px on a 390 px phone, which takes the 720 px one at 2x.
    expect(img).toHaveAttribute('sizes', '(min-width: 480px) 448px, calc(100vw - 32px)');
    expect(img).toHaveAttribute('width', '1600');
    expect(card).toHaveTextContent('+1');
  });

  it('is a tab page under the shell’s bar: its name heads the page with 커뮤니티 검색 beside it, with no second bar', async () => {
    get.mockResolvedValue({ items: [makePost()], nextCursor: null });
    const user = userEvent.setup();
    const { router } = renderAt('/community', [
      { path: '/community', Component: FeedScreen },
      { path: '/community/search', element: <p>검색 화면</p> },
    ]);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: '커뮤니티' });
    // The page's own bar (a <header>) sat under the shell's 가디언 bar: 56 px more, 48 on a phone on its side.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const search = screen.getByRole('link', { name: '커뮤니티 검색' });
    expect(heading.parentElement).toContainElement(search);
    await user.click(search);
    expect(router.state.location.pathname).toBe('/community/search');
  });

  it('logged out, 글쓰기 explains that writing needs an account; the login it offers comes back to the editor', async () => {
    get.mockResolvedValue({ items: [makePost()], nextCursor: null });
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValueOnce(true);
    const { router } = renderAt('/community?sort=POPULAR', [
      { path: '/community', Component: FeedScreen },
      { path: '/auth', element: <p>로그인 화면</p> },
    ]);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '글쓰기' }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ text: '로그인이 필요해요', subText: '글은 로그인한 뒤에 쓸 수 있어요.' }),
    );
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/community/edit')}`);
  });

  it('an empty feed invites the first post; an error offers a retry', async () => {
    get.mockResolvedValueOnce({ items: [], nextCursor: null });
    const view = open();
    expect(await screen.findByText('아직 올라온 글이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '첫 글 쓰기' })).toBeInTheDocument();
    view.unmount();
    get.mockRejectedValueOnce(new Error('down'));
    open();
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('past the first page the feed becomes a virtual list: later pages load, only cards near the screen are drawn', async () => {
    const many = (from: number) =>
      Array.from({ length: 20 }, (_, i) => makePost({ communitySeq: from - i, content: `글 ${from - i}` }));
    get.mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
      params?.cursor ? { items: many(80), nextCursor: null } : { items: many(100), nextCursor: '81' },
    );
    const view = open();
    expect(await screen.findByText('글 100')).toBeInTheDocument();
    // The first cards come with the page, the rest of the first page right after.
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    // The next page arrives (in the app: as the list's end comes into view).
    const { feedQueryOptions } = await import('../api/get-feed');
    await view.queryClient.fetchInfiniteQuery({ ...feedQueryOptions('NEWEST'), pages: 2 });
    expect(await screen.findByText('모든 글을 다 봤어요')).toBeInTheDocument();
    // 40 posts, but the cards far below the screen are not in the DOM.
    await vi.waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(40));
  });

  it('글 더 보기 loads the next page when the end of the list is not reported in view (keyboard, screen reader)', async () => {
    const many = (from: number) =>
      Array.from({ length: 20 }, (_, i) => makePost({ communitySeq: from - i, content: `글 ${from - i}` }));
    get.mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
      params?.cursor ? { items: many(80), nextCursor: null } : { items: many(100), nextCursor: '81' },
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('글 100')).toBeInTheDocument();
    expect(screen.queryByText('모든 글을 다 봤어요')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '글 더 보기' }));
    expect(await screen.findByText('모든 글을 다 봤어요')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/v2/community',
      { sort: 'NEWEST', size: 20, cursor: '81' },
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: '글 더 보기' })).not.toBeInTheDocument();
  });

  it('shows a post once when two pages both hold it (likes moved it between them): one card, one key', async () => {
    const posts = (seqs: number[]) => seqs.map((s) => makePost({ communitySeq: s, content: `글 ${s}` }));
    get.mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
      params?.cursor
        ? { items: posts([3, 2, 1]), nextCursor: null }
        : { items: posts([5, 4, 3]), nextCursor: 'p1' },
    );
    const errors = vi.spyOn(console, 'error');
    const view = open();
    expect(await screen.findByText('글 5')).toBeInTheDocument();
    const { feedQueryOptions } = await import('../api/get-feed');
    await view.queryClient.fetchInfiniteQuery({ ...feedQueryOptions('NEWEST'), pages: 2 });
    expect(await screen.findByText('글 1')).toBeInTheDocument();
    expect(screen.getAllByText('글 3')).toHaveLength(1);
    expect(screen.getAllByRole('article').map((a) => a.textContent?.match(/글 \d/)?.[0])).toEqual([
      '글 5',
      '글 4',
      '글 3',
      '글 2',
      '글 1',
    ]);
    expect(errors.mock.calls.filter(([m]) => String(m).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });

  it("reads no card's height while the first page renders, and measures them when the list's end comes into view", async () => {
    let reached: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reached = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const reads = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(320);
    try {
      const page = Array.from({ length: 20 }, (_, i) =>
        makePost({ communitySeq: 100 - i, content: `글 ${100 - i}` }),
      );
      get.mockResolvedValue({ items: page, nextCursor: '81' });
      open();
      expect(await screen.findByText('글 100')).toBeInTheDocument();
      await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
      await new Promise((r) => setTimeout(r, 20));
      expect(reads).not.toHaveBeenCalled();

      reached([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      expect(reads.mock.calls.length).toBeGreaterThanOrEqual(20);
      await vi.waitFor(() =>
        expect(get).toHaveBeenCalledWith(
          '/v2/community',
          expect.objectContaining({ cursor: '81' }),
          expect.anything(),
        ),
      );
    } finally {
      reads.mockRestore();
      vi.unstubAllGlobals();
    }
  });
  it('back from a post deep in the feed, the restored scroll position shows the posts that were left', async () => {
    // Cards 200 px high, the list's estimate 380: the estimate alone places the post at a position elsewhere.
    const heights = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.index === undefined ? 0 : 200;
    });
    // The browser reports each card's size as it is drawn, scrolling or not.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: HTMLElement) {
          const entry = { target, borderBoxSize: [{ blockSize: target.offsetHeight, inlineSize: 390 }] };
          queueMicrotask(() => this.callback([entry as unknown as ResizeObserverEntry], this as never));
        }
        unobserve() {}
        disconnect() {}
      },
    );
    // What scrolls the feed here (the shell's <main> in the app), a phone's screen high.
    const scroller = (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 800 });
    const scrollTo = async (top: number) => {
      scroller.scrollTop = top;
      scroller.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 20));
    };
    try {
      const many = (from: number) =>
        Array.from({ length: 20 }, (_, i) => makePost({ communitySeq: from - i, content: `글 ${from - i}` }));
      get.mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
        params?.cursor ? { items: many(980), nextCursor: null } : { items: many(1000), nextCursor: '981' },
      );
      const first = open();
      // The first page is in. (How many cards are drawn depends on whether the virtual list's code has arrived
      // yet: all 20 before it, the screen's four and the overscan after. Asking for 20 made the test a race.)
      await screen.findByText('글 1000');
      const { feedQueryOptions } = await import('../api/get-feed');
      await first.queryClient.fetchInfiniteQuery({ ...feedQueryOptions('NEWEST'), pages: 2 });
      expect(await screen.findByText('모든 글을 다 봤어요')).toBeInTheDocument();
      // The virtual list's rows (its code loads on demand).
      await vi.waitFor(() => expect(document.querySelector('[data-index]')).not.toBeNull());
      // Scrolled down a card at a time until the 26th post (글 975) is on the screen, which is then opened.
      while (!screen.queryByText('글 975')) await scrollTo(scroller.scrollTop + 200);
      const left = scroller.scrollTop;
      first.unmount();
      await scrollTo(0);

      // Back: the feed is drawn again from the cache and the shell puts the scroll position back.
      renderAt('/community', [{ path: '/community', Component: FeedScreen }], first.queryClient);
      await screen.findByText('모든 글을 다 봤어요');
      await scrollTo(left);
      await vi.waitFor(() => expect(screen.getByText('글 975')).toBeInTheDocument());
    } finally {
      heights.mockRestore();
      vi.unstubAllGlobals();
      scroller.scrollTop = 0;
      Reflect.deleteProperty(scroller, 'clientHeight');
    }
  });
});

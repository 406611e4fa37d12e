import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  LIMITS as SHARED_LIMITS,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  createQueryClient,
  dialog,
  queryKeys,
  toast,
  useSessionStore,
} from '@guardian/shared';
import { makePost, renderAt, testQueryClient } from '../../../test/render-at';
import { PostScreen } from '../components/post-screen';
import { LIT_MS } from '../components/comments';
import { textareaHeightFollowsLines } from '@guardian/shared/test/textarea-lines';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);
const author = (userSeq: number, nickname: string) => ({
  userSeq,
  nickname,
  profileImageUrl: null,
  petName: null,
  petBreedName: null,
});
const at = new Date(Date.now() - 3600_000).toISOString();
const comments = [
  {
    commentSeq: 1,
    parentSeq: null,
    content: '어디 한강인가요?',
    deleted: false,
    hidden: false,
    author: author(2, '보리아빠'),
    mine: false,
    edited: false,
    createdAt: at,
    replies: [
      {
        commentSeq: 3,
        parentSeq: 1,
        content: '반포 한강공원이에요',
        deleted: false,
        hidden: false,
        author: author(9, '초코맘'),
        mine: false,
        edited: false,
        createdAt: at,
      },
    ],
    replyCount: 1,
    newerReplyCount: 0,
  },
  {
    commentSeq: 2,
    parentSeq: null,
    content: null,
    deleted: true,
    hidden: false,
    author: null,
    mine: false,
    edited: false,
    createdAt: at,
    replies: [
      {
        commentSeq: 4,
        parentSeq: 2,
        content: '저도 궁금해요',
        deleted: false,
        hidden: false,
        author: author(5, '나비언니'),
        mine: false,
        edited: false,
        createdAt: at,
      },
    ],
    replyCount: 1,
    newerReplyCount: 0,
  },
];
const THREADS = '/v2/community/42/comment-threads';
/** One page of threads, the only one unless told. */
const threadPage = (items: unknown[], nextCursor: string | null = null, nextCount = 0) => ({
  items,
  nextCursor,
  nextCount,
});

function serve(p = makePost(), thread: unknown[] = comments) {
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/community/42') return p;
    if (url === THREADS) return threadPage(thread);
    throw new Error(`unexpected ${url}`);
  });
}
/** The post's first read fails with `error` (the thread's, asked for beside it, answers as `serve` has it). */
function failPostOnce(error: Error) {
  serve();
  const served = get.getMockImplementation()!;
  let failed = false;
  get.mockImplementation(async (url: string, ...rest) => {
    if (url !== '/v2/community/42' || failed) return served(url, ...rest);
    failed = true;
    throw error;
  });
}
const open = () => renderAt('/community/42', [{ path: '/community/:communitySeq', Component: PostScreen }]);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(toast.success).mockReset();
  useSessionStore.setState({ token: null, user: null });
  // What one test typed and did not post is kept as the post's draft: the next test starts without it.
  localStorage.clear();
});

describe('게시글', () => {
  it('shows the post and its thread: replies under their comment, a deleted comment with replies says so', async () => {
    serve();
    open();
    expect(await screen.findByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
    expect(screen.getByText('#말티즈')).toBeInTheDocument();
    expect(screen.getByText('초코 · 푸들')).toBeInTheDocument();
    expect(screen.getByText('· 5분 전')).toBeInTheDocument();
    const replies = await screen.findByRole('list', { name: '보리아빠에 단 답글' });
    expect(within(replies).getByText('반포 한강공원이에요')).toBeInTheDocument();
    expect(screen.getByText('삭제된 댓글이에요')).toBeInTheDocument();
    expect(screen.getByText('저도 궁금해요')).toBeInTheDocument();
  });

  it("공유하기 hands the post to the app's share sheet; a post under review offers none", async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    try {
      serve();
      const view = open();
      await userEvent.click(await screen.findByRole('button', { name: '공유하기' }));
      await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
      expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
        type: 'SHARE',
        payload: { title: '초코맘님의 글', text: '코코랑 한강 산책 다녀왔어요', url: window.location.href },
      });
      view.unmount();
      serve(makePost({ hidden: true, mine: true }));
      open();
      expect(await screen.findByText(/검토 중인 글이에요/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '공유하기' })).not.toBeInTheDocument();
    } finally {
      delete window.ReactNativeWebView;
    }
  });

  it('makes a web address and a phone number in the post and in a comment links, the rest plain text', async () => {
    const withLinks = [
      { ...comments[0], content: '여기 예약했어요 010-1234-5678', replies: [], replyCount: 0 },
    ];
    serve(makePost({ content: '산책 코스 공유해요 https://map.naver.com/p/123 좋아요' }), withLinks);
    open();
    const map = await screen.findByRole('link', { name: 'https://map.naver.com/p/123' });
    expect(map).toHaveAttribute('href', 'https://map.naver.com/p/123');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const phone = await screen.findByRole('link', { name: '010-1234-5678' });
    expect(phone).toHaveAttribute('href', 'tel:01012345678');
    expect(phone.closest('p')).toHaveTextContent('여기 예약했어요 010-1234-5678');
  });

  it('writes a post liked thousands of times with separators, on the heart and in its name', async () => {
    serve(makePost({ likeCount: 12345, commentCount: 1234 }));
    open();
    expect(await screen.findByRole('button', { name: '좋아요 12,345개, 누르기' })).toHaveTextContent(
      '12,345',
    );
    expect(screen.getByRole('img', { name: '댓글 1,234개' })).toHaveTextContent('1,234');
  });

  it('a deleted post says so and leads to the feed, not to a retry that would find nothing again', async () => {
    get.mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '글을 찾을 수 없어요.' }),
    );
    renderAt('/community/42', [
      { path: '/community/:communitySeq', Component: PostScreen },
      { path: '/community', element: <p>피드</p> },
    ]);
    expect(await screen.findByText('삭제되었거나 볼 수 없는 글이에요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '커뮤니티로' }));
    expect(await screen.findByText('피드')).toBeInTheDocument();
  });

  it('a post gone since the feed was read leaves the feed: back there, it is no longer offered', async () => {
    get.mockRejectedValue(
      new ApiError({
        status: 404,
        resultCode: 'COMMUNITY_POST_NOT_FOUND',
        message: '게시글을 찾을 수 없어요.',
      }),
    );
    const queryClient = testQueryClient();
    const feedKey = queryKeys.community.feed({ sort: 'NEWEST' });
    queryClient.setQueryData(feedKey, {
      pages: [{ items: [makePost(), makePost({ communitySeq: 41 })], nextCursor: null }],
      pageParams: [null],
    });
    renderAt('/community/42', [{ path: '/community/:communitySeq', Component: PostScreen }], queryClient);
    expect(await screen.findByText('삭제되었거나 볼 수 없는 글이에요.')).toBeInTheDocument();

    const feed = queryClient.getQueryData<{ pages: { items: { communitySeq: number }[] }[] }>(feedKey);
    expect(feed?.pages[0].items.map((p) => p.communitySeq)).toEqual([41]);
  });

  it("커뮤니티로 on a gone post takes its place: the phone's back does not return to it", async () => {
    get.mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '글을 찾을 수 없어요.' }),
    );
    const { router } = renderAt('/community/search', [
      { path: '/community/search', element: <p>검색</p> },
      { path: '/community/:communitySeq', Component: PostScreen },
      { path: '/community', element: <p>피드</p> },
    ]);
    await router.navigate('/community/42');
    await userEvent.click(await screen.findByRole('button', { name: '커뮤니티로' }));
    expect(await screen.findByText('피드')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('검색')).toBeInTheDocument();
  });

  it('a post that could not be loaded (server error) offers 다시 시도', async () => {
    failPostOnce(
      new ApiError({ status: 503, resultCode: 'INTERNAL_ERROR', message: '잠시 후 다시 시도해 주세요.' }),
    );
    open();
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    serve();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
  });

  it('a comment thread that fails to load offers 다시 시도 under the post', async () => {
    let threads = 0;
    get.mockImplementation(async (url: string) => {
      if (url === '/v2/community/42') return makePost();
      threads += 1;
      if (threads === 1)
        throw new ApiError({
          status: 503,
          resultCode: 'INTERNAL_ERROR',
          message: '잠시 후 다시 시도해 주세요.',
        });
      return threadPage(comments);
    });
    open();
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('반포 한강공원이에요')).toBeInTheDocument();
  });

  it('after my comment, reading the post and thread again failing (offline) keeps both on screen', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    const mine = { ...comments[1].replies[0], commentSeq: 9, parentSeq: null, content: '저도 가 볼게요' };
    post.mockResolvedValue({ commentSeq: 9, comment: mine });
    open();
    await screen.findByText('반포 한강공원이에요');
    get.mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK', message: '인터넷 연결을 확인해 주세요.' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: '댓글' }), '저도 가 볼게요');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByText('저도 가 볼게요')).toBeInTheDocument();
    await vi.waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
    expect(screen.getByText('저도 가 볼게요')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a post that turns out gone when read again says so, and no longer offers 신고', async () => {
    serve();
    const { queryClient } = open();
    await screen.findByText('코코랑 한강 산책 다녀왔어요');
    get.mockRejectedValue(
      new ApiError({
        status: 404,
        resultCode: 'COMMUNITY_POST_NOT_FOUND',
        message: '게시글을 찾을 수 없어요.',
      }),
    );
    await queryClient.refetchQueries({ queryKey: queryKeys.community.post(42) });
    expect(await screen.findByText('삭제되었거나 볼 수 없는 글이에요.')).toBeInTheDocument();
    expect(screen.queryByText('코코랑 한강 산책 다녀왔어요')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '신고' })).not.toBeInTheDocument();
  });

  describe('deleted by its author while it is open', () => {
    const postGone = () =>
      new ApiError({
        status: 404,
        resultCode: 'COMMUNITY_POST_NOT_FOUND',
        message: '게시글을 찾을 수 없어요.',
      });
    /** The post is read as it was until its author deletes it; from then on it answers 404. */
    const deleteMeanwhile = () => {
      const served = get.getMockImplementation()!;
      get.mockImplementation(async (url: string, ...rest) => {
        if (url === '/v2/community/42') throw postGone();
        return served(url, ...rest);
      });
      post.mockRejectedValue(postGone());
    };
    const saysGone = async () => {
      expect(await screen.findByText('삭제되었거나 볼 수 없는 글이에요.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '커뮤니티로' })).toBeInTheDocument();
      expect(screen.queryByText('코코랑 한강 산책 다녀왔어요')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /좋아요/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '신고' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '등록' })).not.toBeInTheDocument();
    };
    beforeEach(() => useSessionStore.setState({ token: 't' }));

    it('a like refused as the post is gone turns the page into "deleted", where every action failed', async () => {
      serve();
      open();
      const like = await screen.findByRole('button', { name: /좋아요 3개/ });
      deleteMeanwhile();
      await userEvent.click(like);
      await saysGone();
      // The page says it in place: no toast beside it.
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('a comment refused as the post is gone turns the page into "deleted"', async () => {
      serve();
      open();
      await screen.findByText('코코랑 한강 산책 다녀왔어요');
      const box = await screen.findByRole('textbox', { name: '댓글' });
      deleteMeanwhile();
      await userEvent.type(box, '저도 가 볼게요');
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      await saysGone();
    });

    it('a comment refused for another missing thing (404, not the post) leaves the post on screen', async () => {
      serve();
      open();
      const box = await screen.findByRole('textbox', { name: '댓글' });
      post.mockRejectedValue(
        new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '찾을 수 없어요.' }),
      );
      await userEvent.type(box, '저도 가 볼게요');
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('찾을 수 없어요.');
      expect(get.mock.calls.filter(([url]) => url === '/v2/community/42')).toHaveLength(1);
      expect(screen.getByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
    });
  });

  it('a reply to a comment deleted meanwhile: the thread is read again, reply mode ends and the text goes as a comment', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    open();
    const [reply] = await screen.findAllByRole('button', { name: '답글 달기' });
    await userEvent.click(reply);
    await userEvent.type(screen.getByRole('textbox', { name: '답글' }), '감사해요!');
    // 보리아빠 deletes the comment; having a reply, it stays as 삭제된 댓글이에요.
    serve(makePost(), [{ ...comments[0], content: null, deleted: true, author: null }, comments[1]]);
    post.mockRejectedValueOnce(
      new ApiError({
        status: 404,
        resultCode: 'COMMUNITY_COMMENT_NOT_FOUND',
        message: '댓글을 찾을 수 없어요.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '답글을 달 댓글이 삭제됐어요. 등록하면 새 댓글로 올라가요.',
    );
    expect(screen.queryByText('보리아빠님에게 답글')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue('감사해요!');
    await vi.waitFor(() => expect(screen.getAllByText('삭제된 댓글이에요')).toHaveLength(2));
    expect(screen.queryByText('어디 한강인가요?')).not.toBeInTheDocument();
    // Neither deleted comment offers 답글 달기; the replies under them still do (in their threads).
    expect(
      screen
        .getAllByRole('button', { name: '답글 달기' })
        .map((b) => b.closest('ul')?.getAttribute('aria-label')),
    ).toEqual(['삭제된 댓글에 단 답글', '삭제된 댓글에 단 답글']);
    // 등록 again: a comment of its own.
    post.mockResolvedValueOnce({
      commentSeq: 9,
      comment: { ...comments[0].replies[0], commentSeq: 9, parentSeq: null, content: '감사해요!' },
    });
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(post).toHaveBeenLastCalledWith('/v2/community/42/comments', {
      content: '감사해요!',
      parentSeq: null,
      clientId: expect.any(String),
    });
    expect(await screen.findByText('감사해요!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('the comment box, from the first paint where it stays', () => {
    /** The post's read held until `send`; the thread's answered at once. */
    function holdPost() {
      let send: (p: unknown) => void = () => {};
      get.mockImplementation(async (url: string) => {
        if (url === '/v2/community/42') return new Promise((resolve) => (send = resolve));
        if (url === THREADS) return threadPage(comments);
        throw new Error(`unexpected ${url}`);
      });
      return { send: (p = makePost()) => send(p) };
    }
    const threadAsked = () => get.mock.calls.some(([url]) => url === THREADS);
    /** The box an element is laid out in: its nearest ancestor that draws one (not display: contents). */
    const boxAround = (element: Element) => {
      let parent = element.parentElement!;
      while (getComputedStyle(parent).display === 'contents') parent = parent.parentElement!;
      return parent;
    };

    it('is there while the post loads, at the end of a page as tall as the page area; typed in meanwhile, it keeps the text and the focus as the post and the thread come', async () => {
      onTestFinished(applyStylesheet('../components/post.module.css', import.meta.url));
      useSessionStore.setState({ token: 't' });
      const post = holdPost();
      open();
      const box = await screen.findByRole('textbox', { name: '댓글' });
      expect(screen.getByRole('status', { name: '글을 불러오는 중' })).toBeInTheDocument();
      // Pushed to the page's end, which grows to the page area (the remote's root, a column that tall: shared's
      // stamp-remote-routes): on a short post, the bottom of the screen or of what the offline banner leaves (it was
      // under the comments' skeleton, and moved down when the comments came).
      const form = box.closest('form')!;
      const page = boxAround(form);
      expect(page.lastElementChild!.contains(form)).toBe(true);
      expect(form.parentElement!.lastElementChild).toBe(form);
      expect(getComputedStyle(form).marginTop).toBe('auto');
      expect(getComputedStyle(page).flexGrow).toBe('1');
      // The thread (and its skeleton) come once the post is on screen, under it: under the post's skeleton, they moved
      // when the post came. Asked for meanwhile, beside the post, it is already there then.
      expect(threadAsked()).toBe(true);
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('status', { name: '댓글을 불러오는 중' })).not.toBeInTheDocument();
      expect(screen.queryByText('반포 한강공원이에요')).not.toBeInTheDocument();

      await userEvent.type(box, '저도 가 볼게요');
      post.send();
      expect(await screen.findByText('반포 한강공원이에요')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: '댓글' })).toBe(box);
      expect(box).toHaveValue('저도 가 볼게요');
      expect(box).toHaveFocus();
    });

    it('asks for the thread beside the post, not after it: one round trip for both, shown once the post is', async () => {
      const post = holdPost();
      open();
      await screen.findByRole('status', { name: '글을 불러오는 중' });
      // The post has not answered yet, and the thread's request has left (it waited for the post: two round trips).
      await vi.waitFor(() => expect(threadAsked()).toBe(true));
      expect(get.mock.calls.map(([url]) => url).sort()).toEqual(['/v2/community/42', THREADS].sort());
      post.send();
      expect(await screen.findByText('반포 한강공원이에요')).toBeInTheDocument();
      // Answered already, the thread is not asked for again when the post comes.
      expect(get.mock.calls.filter(([url]) => url === THREADS)).toHaveLength(1);
    });

    it('logged out, the login link is there while the post loads', async () => {
      const post = holdPost();
      open();
      expect(await screen.findByRole('link', { name: '로그인하고 댓글 쓰기' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: '글을 불러오는 중' })).toBeInTheDocument();
      post.send();
      expect(await screen.findByText('반포 한강공원이에요')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '로그인하고 댓글 쓰기' })).toBeInTheDocument();
    });

    it('goes with a post that is gone or could not be read: nothing to comment on', async () => {
      useSessionStore.setState({ token: 't' });
      get.mockRejectedValue(
        new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '글을 찾을 수 없어요.' }),
      );
      const view = open();
      expect(await screen.findByText('삭제되었거나 볼 수 없는 글이에요.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: '댓글' })).not.toBeInTheDocument();
      // The thread, asked for beside the post, says nothing of its own failing either.
      expect(screen.queryByText('댓글을 불러오지 못했어요.')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: '댓글' })).not.toBeInTheDocument();
      view.unmount();

      failPostOnce(
        new ApiError({ status: 503, resultCode: 'INTERNAL_ERROR', message: '잠시 후 다시 시도해 주세요.' }),
      );
      open();
      expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: '댓글' })).not.toBeInTheDocument();
      serve();
      await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
      expect(await screen.findByText('반포 한강공원이에요')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: '댓글' })).toBeInTheDocument();
    });
  });

  it('logged out, commenting leads to the login page and back here', async () => {
    serve();
    open();
    expect(await screen.findByRole('link', { name: '로그인하고 댓글 쓰기' })).toHaveAttribute(
      'href',
      '/auth?redirectUrl=%2Fcommunity%2F42',
    );
  });

  it('a like shows at once and is rolled back with a message when the server refuses', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    let fail: (e: Error) => void = () => {};
    post.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    open();
    const like = await screen.findByRole('button', { name: /좋아요 3개/ });
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: /좋아요 4개, 취소하기/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(post).toHaveBeenCalledWith('/v2/community/42/like');
    fail(new Error('네트워크 오류'));
    expect(await screen.findByRole('button', { name: /좋아요 3개, 누르기/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(toast.error).toHaveBeenCalled();
  });

  it('a like refused because the session ended is rolled back without a second message (the login alert says it)', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    post.mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
    // The app's own client: its shared 401 rule is the alert that speaks.
    renderAt(
      '/community/42',
      [{ path: '/community/:communitySeq', Component: PostScreen }],
      createQueryClient(),
    );
    await userEvent.click(await screen.findByRole('button', { name: /좋아요 3개/ }));
    expect(await screen.findByRole('button', { name: /좋아요 3개, 누르기/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(toast.error).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('a like and its undo tapped quickly reach the API in turn, and the heart ends as the post is', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    let liked: (v: unknown) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (liked = resolve)));
    vi.mocked(apiDelete).mockResolvedValue({ liked: false, likeCount: 3 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: /좋아요 3개/ }));
    await userEvent.click(await screen.findByRole('button', { name: /좋아요 4개, 취소하기/ }));

    expect(await screen.findByRole('button', { name: '좋아요 3개, 누르기' })).toBeInTheDocument();
    // The undo waits for the like: sent together, the API could apply them the other way round.
    expect(apiDelete).not.toHaveBeenCalled();
    liked({ liked: true, likeCount: 4 });
    await vi.waitFor(() => expect(apiDelete).toHaveBeenCalledWith('/v2/community/42/like'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('button', { name: '좋아요 3개, 누르기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  describe('a like tapped logged out, finished on coming back from the login page', () => {
    /** Back from logging in: the post as read logged out is cached, and this page reads it again. */
    function comeBackLoggedIn(asLoggedIn: ReturnType<typeof makePost>) {
      useSessionStore.setState({ token: 't' });
      sessionStorage.setItem('guardian:community-pending-like', '42');
      let answer: () => void = () => {};
      get.mockImplementation(async (url: string) => {
        if (url === '/v2/community/42') return new Promise((resolve) => (answer = () => resolve(asLoggedIn)));
        if (url === THREADS) return threadPage(comments);
        throw new Error(`unexpected ${url}`);
      });
      const queryClient = testQueryClient();
      queryClient.setQueryData(queryKeys.community.post(42), makePost({ liked: false, likeCount: 3 }));
      renderAt('/community/42', [{ path: '/community/:communitySeq', Component: PostScreen }], queryClient);
      return () => answer();
    }

    it('waits for the post as the person sees it, so that read cannot undo the like', async () => {
      post.mockResolvedValue({ liked: true, likeCount: 4 });
      const answer = comeBackLoggedIn(makePost({ liked: false, likeCount: 3 }));
      expect(await screen.findByRole('button', { name: '좋아요 3개, 누르기' })).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
      answer();
      expect(await screen.findByRole('button', { name: '좋아요 4개, 취소하기' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(post).toHaveBeenCalledExactlyOnceWith('/v2/community/42/like');
      expect(sessionStorage.getItem('guardian:community-pending-like')).toBeNull();
    });

    it('sends nothing when the person had already liked the post', async () => {
      const answer = comeBackLoggedIn(makePost({ liked: true, likeCount: 4 }));
      await screen.findByRole('button', { name: '좋아요 3개, 누르기' });
      answer();
      expect(await screen.findByRole('button', { name: '좋아요 4개, 취소하기' })).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('guardian:community-pending-like')).toBeNull();
    });
  });

  it('replying names the comment answered and sends its seq', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    post.mockResolvedValue({ commentSeq: 9, comment: { ...comments[0].replies[0], commentSeq: 9 } });
    open();
    const [reply] = await screen.findAllByRole('button', { name: '답글 달기' });
    await userEvent.click(reply);
    expect(screen.getByText('보리아빠님에게 답글')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '답글' }), '감사해요!');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(post).toHaveBeenCalledWith('/v2/community/42/comments', {
      content: '감사해요!',
      parentSeq: 1,
      clientId: expect.any(String),
    });
  });
  describe('the session ends while the post is open', () => {
    const me = { userSeq: 7, userId: 'owner@example.com', nickname: '코코맘', userShops: [] } as never;
    const refused = () =>
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' });
    const long =
      '산책 코스 공유해 주셔서 고마워요. 저희도 주말에 반포 쪽으로 가 보려고 하는데 주차는 어디에 하셨어요?';

    beforeEach(() => {
      useSessionStore.getState().setToken('t');
      useSessionStore.getState().setUser(me);
    });

    it('a comment refused with 401 stays in the box, the login link leads back here, and logged in again it is there', async () => {
      serve();
      post.mockRejectedValueOnce(refused());
      const first = open();
      const box = await screen.findByRole('textbox', { name: '댓글' });
      fireEvent.change(box, { target: { value: long } });
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      // The shared 401 rule says the login ended; the box adds no second message, and keeps the text meanwhile.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(box).toHaveValue(long);

      useSessionStore.getState().end(true);
      expect(await screen.findByRole('link', { name: '로그인하고 댓글 쓰기' })).toHaveAttribute(
        'href',
        '/auth?redirectUrl=%2Fcommunity%2F42',
      );
      first.unmount();

      // Back from the login page, the same person.
      useSessionStore.getState().setToken('t2');
      useSessionStore.getState().setUser(me);
      const mine = { ...comments[1].replies[0], commentSeq: 9, parentSeq: null, content: long };
      post.mockResolvedValueOnce({ commentSeq: 9, comment: mine });
      open();
      expect(await screen.findByRole('textbox', { name: '댓글' })).toHaveValue(long);
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      expect(post).toHaveBeenLastCalledWith('/v2/community/42/comments', {
        content: long,
        parentSeq: null,
        clientId: expect.any(String),
      });
      expect(await screen.findByText(long)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue('');
    });

    it('a comment being typed when another read’s 401 ends the session is in the box again once logged in', async () => {
      serve();
      const first = open();
      const box = await screen.findByRole('textbox', { name: '댓글' });
      fireEvent.change(box, { target: { value: long } });

      // Not the comment: a read in the background (the chat badge, the thread read again) met the ended session.
      useSessionStore.getState().end(false);
      expect(await screen.findByRole('link', { name: '로그인하고 댓글 쓰기' })).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
      first.unmount();

      useSessionStore.getState().setToken('t2');
      useSessionStore.getState().setUser(me);
      open();
      expect(await screen.findByRole('textbox', { name: '댓글' })).toHaveValue(long);
    });

    it('logged in again in another window, the box comes back in place with the text typed', async () => {
      serve();
      open();
      const box = await screen.findByRole('textbox', { name: '댓글' });
      fireEvent.change(box, { target: { value: long } });
      useSessionStore.getState().end(false);
      await screen.findByRole('link', { name: '로그인하고 댓글 쓰기' });

      act(() => useSessionStore.setState({ token: 't2' }));
      expect(await screen.findByRole('textbox', { name: '댓글' })).toHaveValue(long);
    });

    it('a reply refused with 401 comes back a reply to the same comment', async () => {
      serve();
      post.mockRejectedValueOnce(refused());
      const first = open();
      const [reply] = await screen.findAllByRole('button', { name: '답글 달기' });
      await userEvent.click(reply);
      await userEvent.type(screen.getByRole('textbox', { name: '답글' }), '감사해요!');
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      useSessionStore.getState().end(true);
      first.unmount();

      useSessionStore.getState().setToken('t2');
      open();
      expect(await screen.findByRole('textbox', { name: '답글' })).toHaveValue('감사해요!');
      expect(screen.getByText('보리아빠님에게 답글')).toBeInTheDocument();
    });

    it('an edit of my comment refused with 401 says so once, and logged in again it is open as it was; saved, it is gone', async () => {
      const edited = '반포 한강공원 3주차장에 댔어요. 주말엔 일찍 가야 자리가 있어요.';
      const mine = [{ ...comments[0], mine: true, replies: [], replyCount: 0 }];
      serve(makePost(), mine);
      vi.mocked(apiPut).mockRejectedValueOnce(refused());
      const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
      const routes = [{ path: '/community/:communitySeq', Component: PostScreen }];
      const first = renderAt('/community/42', routes, createQueryClient());
      await userEvent.click(await screen.findByRole('button', { name: '수정' }));
      fireEvent.change(screen.getByRole('textbox', { name: '댓글 수정' }), { target: { value: edited } });
      await userEvent.click(screen.getByRole('button', { name: '저장' }));
      await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(toast.error).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: '댓글 수정' })).toHaveValue(edited);
      alert.mockRestore();
      useSessionStore.getState().end(true);
      first.unmount();

      useSessionStore.getState().setToken('t2');
      useSessionStore.getState().setUser(me);
      vi.mocked(apiPut).mockResolvedValueOnce({ ...mine[0], content: edited, edited: true });
      const second = open();
      expect(await screen.findByRole('textbox', { name: '댓글 수정' })).toHaveValue(edited);
      await userEvent.click(screen.getByRole('button', { name: '저장' }));
      expect(apiPut).toHaveBeenLastCalledWith('/v2/community/comments/1', { content: edited });
      await vi.waitFor(() =>
        expect(screen.queryByRole('textbox', { name: '댓글 수정' })).not.toBeInTheDocument(),
      );
      second.unmount();
      open();
      await screen.findByRole('button', { name: '수정' });
      expect(screen.queryByRole('textbox', { name: '댓글 수정' })).not.toBeInTheDocument();
    });

    it('a report refused with 401 says so once (§8’s alert, nothing in the sheet), and logged in again the sheet opens by itself as it was', async () => {
      const note = '같은 광고 글을 매일 올려요';
      serve();
      post.mockRejectedValueOnce(refused());
      const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
      const routes = [{ path: '/community/:communitySeq', Component: PostScreen }];
      const first = renderAt('/community/42', routes, createQueryClient());
      await openPostReport();
      await userEvent.click(await screen.findByRole('radio', { name: '기타' }));
      fireEvent.change(screen.getByRole('textbox', { name: '신고 내용' }), { target: { value: note } });
      await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
      await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: '신고 내용' })).toHaveValue(note);
      alert.mockRestore();
      useSessionStore.getState().end(true);
      first.unmount();

      // Back from the login page, the same person.
      useSessionStore.getState().setToken('t2');
      useSessionStore.getState().setUser(me);
      post.mockResolvedValueOnce({ hidden: false });
      const back = renderAt('/community/42', [...routes, { path: '/community', element: <p>피드</p> }]);
      expect(await screen.findByRole('dialog', { name: '게시글 신고' })).toBeInTheDocument();
      // The kept reason and note, there as the sheet is (from its first render: report-sheet.test.tsx).
      expect(screen.getByRole('radio', { name: '기타' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: '신고 내용' })).toHaveValue(note);
      await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
      expect(post).toHaveBeenLastCalledWith('/v2/community/42/report', { reason: 'ETC', detail: note });
      await vi.waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('신고가 접수되었어요. 검토 후 조치할게요.'),
      );
      // Reported, the post is gone for this person: back to the list.
      expect(await screen.findByText('피드')).toBeInTheDocument();
      back.unmount();
      // Sent: opened again, the sheet does not open by itself, and the next 신고 starts afresh.
      open();
      await openPostReport();
      expect(await screen.findByRole('radio', { name: '기타' })).not.toBeChecked();
    });

    it('a comment’s report refused with 401 opens again on that comment once back logged in; closed, it does not again', async () => {
      serve();
      post.mockRejectedValueOnce(refused());
      const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
      const routes = [{ path: '/community/:communitySeq', Component: PostScreen }];
      const first = renderAt('/community/42', routes, createQueryClient());
      await screen.findAllByRole('button', { name: '답글 달기' });
      const commentReport = screen
        .getAllByRole('button', { name: '신고' })
        .find((b) => !b.closest('header'))!;
      await userEvent.click(commentReport);
      await userEvent.click(await screen.findByRole('radio', { name: '욕설·비방·혐오' }));
      await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
      await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
      alert.mockRestore();
      useSessionStore.getState().end(true);
      first.unmount();

      // Logged out, the post does not open it (신고 asks for a login first).
      const loggedOut = open();
      await screen.findAllByRole('button', { name: '답글 달기' });
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      loggedOut.unmount();

      useSessionStore.getState().setToken('t2');
      useSessionStore.getState().setUser(me);
      const second = open();
      expect(await screen.findByRole('dialog', { name: '댓글 신고' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '욕설·비방·혐오' })).toBeChecked();
      await userEvent.keyboard('{Escape}');
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      second.unmount();
      open();
      await screen.findAllByRole('button', { name: '답글 달기' });
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('a cancelled edit does not open again on the next visit', async () => {
      serve(makePost(), [{ ...comments[0], mine: true, replies: [], replyCount: 0 }]);
      const first = open();
      await userEvent.click(await screen.findByRole('button', { name: '수정' }));
      await userEvent.type(screen.getByRole('textbox', { name: '댓글 수정' }), ' 버릴 내용');
      await userEvent.click(screen.getByRole('button', { name: '취소' }));
      first.unmount();
      open();
      await screen.findByRole('button', { name: '수정' });
      expect(screen.queryByRole('textbox', { name: '댓글 수정' })).not.toBeInTheDocument();
    });

    it('someone else logging in on this phone does not find the text', async () => {
      serve();
      const first = open();
      await userEvent.type(await screen.findByRole('textbox', { name: '댓글' }), '보리맘의 글이에요');
      useSessionStore.getState().end(false);
      first.unmount();

      useSessionStore.getState().setToken('other');
      useSessionStore.getState().setUser({ ...(me as object), userSeq: 8 } as never);
      open();
      expect(await screen.findByRole('textbox', { name: '댓글' })).toHaveValue('');
    });

    it('a comment posted leaves no text behind for the next visit', async () => {
      serve();
      const mine = { ...comments[1].replies[0], commentSeq: 9, parentSeq: null, content: '저도 가 볼게요' };
      post.mockResolvedValue({ commentSeq: 9, comment: mine });
      const first = open();
      await userEvent.type(await screen.findByRole('textbox', { name: '댓글' }), '저도 가 볼게요');
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      await screen.findByText('저도 가 볼게요');
      first.unmount();
      open();
      expect(await screen.findByRole('textbox', { name: '댓글' })).toHaveValue('');
    });
  });

  it('a quick double tap on 등록 posts the comment once', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    const mine = { ...comments[1].replies[0], commentSeq: 9, parentSeq: null, content: '저도 가 볼게요' };
    post.mockResolvedValue({ commentSeq: 9, comment: mine });
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: '댓글' }), '저도 가 볼게요');
    const send = screen.getByRole('button', { name: '등록' });
    doubleTap(send);

    expect(await screen.findByText('저도 가 볼게요')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue('');
  });

  it('a quick double tap on 신고하기 reports once and says the report was received', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    post.mockResolvedValueOnce({ hidden: false }).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        resultCode: 'ALREADY_REPORTED',
        message: '이미 신고했어요. 검토 후 조치할게요.',
      }),
    );
    open();
    // The post's, in the header's menu (each comment has its own 신고).
    await openPostReport();
    await userEvent.click(await screen.findByRole('radio', { name: '광고·도배' }));
    const send = screen.getByRole('button', { name: '신고하기' });
    fireEvent.click(send);
    fireEvent.click(send);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('신고가 접수되었어요. 검토 후 조치할게요.'),
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('이미 신고했어요. 검토 후 조치할게요.')).not.toBeInTheDocument();
  });

  it('the comment box grows with a long comment, and so does the box editing one, so either can be read over', async () => {
    const restore = textareaHeightFollowsLines();
    try {
      useSessionStore.setState({ token: 't' });
      serve(makePost(), [
        {
          ...comments[0],
          content: '반포 한강공원\n주차장 옆\n잔디밭이에요',
          mine: true,
          replies: [],
          replyCount: 0,
        },
      ]);
      open();
      const box = await screen.findByRole('textbox', { name: '댓글' });
      await userEvent.click(box);
      await userEvent.paste('저도 가 봤어요\n주말엔 사람이 많아요');
      expect(box).toHaveStyle({ height: '72px' });

      await userEvent.click(screen.getByRole('button', { name: '수정' }));
      expect(screen.getByRole('textbox', { name: '댓글 수정' })).toHaveStyle({ height: '96px' });
    } finally {
      restore();
    }
  });

  it('a comment pasted over 500 characters is kept whole and says how much to cut; nothing is sent until it fits', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    open();
    const box = await screen.findByRole('textbox', { name: '댓글' });
    await userEvent.click(box);
    await userEvent.paste('가'.repeat(530));

    expect(box).toHaveValue('가'.repeat(530));
    expect(box).toHaveAccessibleDescription('댓글은 500자까지 쓸 수 있어요. 30자를 줄여 주세요.');
    const send = screen.getByRole('button', { name: '등록' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription('댓글은 500자까지 쓸 수 있어요. 30자를 줄여 주세요.');
    fireEvent.submit(box.closest('form')!);
    expect(post).not.toHaveBeenCalled();
  });

  it('a comment edited over 500 characters is kept whole and cannot be saved until it fits', async () => {
    useSessionStore.setState({ token: 't' });
    serve(makePost(), [{ ...comments[0], mine: true, replies: [], replyCount: 0 }]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    vi.mocked(apiPut).mockClear();
    await userEvent.click(box);
    await userEvent.paste('나'.repeat(500));

    expect(box).toHaveValue('어디 한강인가요?' + '나'.repeat(500));
    expect(box).toHaveAccessibleDescription('댓글은 500자까지 쓸 수 있어요. 9자를 줄여 주세요.');
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('댓글은 500자까지 쓸 수 있어요. 9자를 줄여 주세요.');
    await userEvent.click(save);
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('editing a comment again after cancelling starts from the comment, not the cancelled text', async () => {
    useSessionStore.setState({ token: 't' });
    serve(makePost(), [{ ...comments[0], mine: true, replies: [], replyCount: 0 }]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    await userEvent.clear(box);
    await userEvent.type(box, '버릴 내용');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    expect(screen.getByRole('textbox', { name: '댓글 수정' })).toHaveValue('어디 한강인가요?');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/community/comments/1', { content: '어디 한강인가요?' });
  });

  it('counts an emoji in a comment as one character, as the API does', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    open();
    const box = await screen.findByRole('textbox', { name: '댓글' });
    await userEvent.click(box);
    await userEvent.paste('😀😀 이모지 댓글');
    expect(screen.getByText('9/500')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.paste('🐶'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '등록' })).toBeEnabled();
  });

  it('등록 before anything is typed says it waits for the comment, and a tap or Enter on it takes the focus into the box', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    open();
    const box = await screen.findByRole('textbox', { name: '댓글' });
    const send = screen.getByRole('button', { name: '등록' });
    // Grey, yet reached by Tab and a screen reader, which hears what it waits for (a disabled one was skipped).
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).not.toBeDisabled();
    expect(send).toHaveAccessibleDescription('댓글을 입력해 주세요.');

    await userEvent.click(send);
    expect(box).toHaveFocus();
    send.focus();
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(box, '   ');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box, '좋아요');
    expect(send).not.toHaveAttribute('aria-disabled');
    expect(send).toHaveAccessibleDescription('');
  });

  it('저장 of a comment emptied in its edit box says it waits for the comment, and a tap takes the focus back into the box', async () => {
    useSessionStore.setState({ token: 't' });
    vi.mocked(apiPut).mockClear();
    serve(makePost(), [{ ...comments[0], mine: true, replies: [], replyCount: 0 }]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    await userEvent.clear(box);
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('댓글을 입력해 주세요.');

    save.focus();
    await userEvent.click(save);
    expect(box).toHaveFocus();
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('a comment whose answer was lost goes again with the same clientId; another text, a new one; posted, none kept', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    const mine = { ...comments[1].replies[0], commentSeq: 9, parentSeq: null, content: '저도 가 볼게요!' };
    const lost = () =>
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' });
    post
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce({ commentSeq: 9, comment: mine });
    open();
    const box = await screen.findByRole('textbox', { name: '댓글' });
    await userEvent.type(box, '저도 가 볼게요');
    const send = screen.getByRole('button', { name: '등록' });
    await userEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    await userEvent.click(send); // the same comment again: the API answers the one it may have written
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await userEvent.type(box, '!'); // another comment
    await userEvent.click(send);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    await userEvent.click(send);
    expect(await screen.findByText('저도 가 볼게요!')).toBeInTheDocument();
    const ids = post.mock.calls
      .filter(([url]) => url === '/v2/community/42/comments')
      .map(([, body]) => (body as { clientId: string }).clientId);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).toBe(ids[2]);
    // Posted: the next comment is another one.
    expect(Object.keys(localStorage).filter((k) => k.endsWith('.attempt'))).toEqual([]);
  });

  it('keeps the focus in the comment box after 등록, when the comment could not be posted and when it was', async () => {
    useSessionStore.setState({ token: 't' });
    serve();
    const mine = { ...comments[1].replies[0], commentSeq: 9, parentSeq: null, content: '저도 가 볼게요' };
    post
      .mockRejectedValueOnce(
        new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
      )
      .mockResolvedValueOnce({ commentSeq: 9, comment: mine });
    open();
    const box = await screen.findByRole('textbox', { name: '댓글' });
    await userEvent.type(box, '저도 가 볼게요');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(box).toHaveValue('저도 가 볼게요');
    expect(box).toHaveFocus();

    // From the keyboard: Tab to 등록, Enter.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '등록' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('저도 가 볼게요')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('deleting my comment takes the focus to the comments, not to the top of the page', async () => {
    useSessionStore.setState({ token: 't' });
    serve(makePost(), [{ ...comments[0], mine: true, replies: [], replyCount: 0 }]);
    vi.mocked(apiDelete).mockResolvedValue(null);
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    try {
      open();
      await userEvent.click(await screen.findByRole('button', { name: '삭제' }));
      await vi.waitFor(() => expect(apiDelete).toHaveBeenCalledWith('/v2/community/comments/1'));
      await vi.waitFor(() => expect(screen.getByRole('region', { name: '댓글' })).toHaveFocus());
    } finally {
      confirm.mockRestore();
    }
  });

  it('saving or cancelling an edit of my comment returns the focus to its 수정', async () => {
    useSessionStore.setState({ token: 't' });
    serve(makePost(), [{ ...comments[0], mine: true, replies: [], replyCount: 0 }]);
    vi.mocked(apiPut).mockResolvedValue(null);
    open();
    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByRole('button', { name: '수정' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    await userEvent.type(screen.getByRole('textbox', { name: '댓글 수정' }), ' 반포요');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '수정' })).toHaveFocus());
  });

  it('수정 takes the focus into the edit box after the last word, and the comment box stops covering it meanwhile', async () => {
    useSessionStore.setState({ token: 't' });
    const reply = { ...comments[0].replies[0], mine: true };
    serve(makePost(), [{ ...comments[0], mine: true, replies: [reply] }]);
    open();
    const composer = (await screen.findByRole('textbox', { name: '댓글' })).closest('form')!;
    expect(composer).toHaveClass('composer');
    expect(composer).not.toHaveClass('undocked');

    const [editComment, editReply] = await screen.findAllByRole('button', { name: '수정' });
    await userEvent.click(editComment);
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    expect(box).toHaveFocus();
    expect(box).toHaveProperty('selectionStart', '어디 한강인가요?'.length);
    // Held at the bottom of the screen, it sat over the edit box and its 저장, just above the phone's keyboard.
    expect(composer).toHaveClass('undocked');

    // Two open at once (the reply's too): held back until both are closed.
    await userEvent.click(editReply);
    expect(screen.getAllByRole('textbox', { name: '댓글 수정' })[1]).toHaveFocus();
    await userEvent.click(screen.getAllByRole('button', { name: '취소' })[0]);
    expect(composer).toHaveClass('undocked');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(composer).not.toHaveClass('undocked');
  });

  describe('a report that hides what was reported (enough people reported it)', () => {
    it('a hidden comment reads as hidden in the thread at once', async () => {
      useSessionStore.setState({ token: 't' });
      let threads = 0;
      get.mockImplementation(async (url: string) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS) {
          threads += 1;
          return threads > 1 ? new Promise(() => {}) : threadPage(comments);
        }
        throw new Error(`unexpected ${url}`);
      });
      post.mockResolvedValue({ hidden: true });
      open();
      await screen.findByText('반포 한강공원이에요');
      const [first] = screen.getAllByRole('button', { name: '신고' });
      await userEvent.click(first);
      await userEvent.click(await screen.findByRole('radio', { name: '욕설·비방·혐오' }));
      await userEvent.click(screen.getByRole('button', { name: '신고하기' }));

      expect(await screen.findByText('신고가 접수되어 가려진 댓글이에요')).toBeInTheDocument();
      expect(screen.queryByText('어디 한강인가요?')).not.toBeInTheDocument();
      expect(screen.getByText('반포 한강공원이에요')).toBeInTheDocument();
      expect(post).toHaveBeenCalledExactlyOnceWith('/v2/community/comments/1/report', { reason: 'ABUSE' });
      expect(toast.success).toHaveBeenCalledWith('신고가 접수되었어요. 검토가 끝날 때까지 댓글을 가릴게요.');
    });
  });

  describe('opened at one comment (a link from 내가 쓴 댓글)', () => {
    const thread = (
      seq: number,
      replies: number[] = [],
      replyCount = replies.length,
      newerReplyCount = 0,
    ) => ({
      ...comments[0],
      commentSeq: seq,
      content: `댓글 ${seq}`,
      replies: replies.map((r) => ({
        ...comments[0].replies[0],
        commentSeq: r,
        parentSeq: seq,
        content: `답글 ${r}`,
      })),
      replyCount,
      newerReplyCount,
    });
    const texts = () => screen.getAllByText(/^(댓글|답글) \d+$/).map((e) => e.textContent);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const page = (items: unknown[], more: Record<string, unknown> = {}) => ({
      items,
      nextCursor: null,
      nextCount: 0,
      newerCursor: null,
      newerCount: 0,
      anchor: null,
      ...more,
    });
    const openAt = (commentSeq: number) =>
      renderAt(`/community/42?comment=${commentSeq}`, [
        { path: '/community/:communitySeq', Component: PostScreen },
      ]);
    const scrollTo = vi.fn();
    beforeEach(() => {
      scrollTo.mockReset();
      Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    });
    afterEach(() => {
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    });

    it('asks for the page around the comment, scrolls it below the header, focuses it and lights it for a moment', async () => {
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 3)
          return page([thread(2), thread(3), thread(4)], {
            nextCursor: '2',
            nextCount: 1,
            newerCursor: '4',
            newerCount: 2,
            anchor: { commentSeq: 3, threadSeq: 3, deleted: false },
          });
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
      spy.mockImplementation(function (this: HTMLElement) {
        return { top: this.id === 'comment-3' ? 900 : 0 } as DOMRect;
      });
      openAt(3);
      const li = (await screen.findByText('댓글 3')).closest('li')!;
      await vi.waitFor(() => expect(li).toHaveFocus());
      spy.mockRestore();
      // 900 px down, less the 56 px sticky header and a little air.
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 836 });
      // Lit on the render after the focus moved (a state update; the focus is immediate).
      await vi.waitFor(() => expect(screen.getByText('댓글 3').closest('div.comment')).toHaveClass('lit'));
      expect(screen.getByText('댓글 2').closest('div.comment')).not.toHaveClass('lit');
      expect(get).toHaveBeenCalledWith(THREADS, { size: 20, around: 3 }, expect.anything());
      await vi.waitFor(
        () => expect(screen.getByText('댓글 3').closest('div.comment')).not.toHaveClass('lit'),
        { timeout: LIT_MS + 1000 },
      );
      expect(li).toHaveFocus();
    });

    it("lands after the shell's scroll restoration (100 ms after the navigation), which put a thread read sooner back at the top", async () => {
      vi.useFakeTimers();
      onTestFinished(() => void vi.useRealTimers());
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 3)
          return page([thread(2), thread(3), thread(4)], {
            anchor: { commentSeq: 3, threadSeq: 3, deleted: false },
          });
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      // Where the page is scrolled to; the shell puts a page not seen before at its top 100 ms after the navigation.
      let scrolled = 0;
      scrollTo.mockImplementation(({ top }: { top: number }) => (scrolled = top));
      setTimeout(() => (scrolled = 0), SHARED_LIMITS.SCROLL_RESTORE_DELAY_MS);
      const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
      spy.mockImplementation(function (this: HTMLElement) {
        return { top: this.id === 'comment-3' ? 900 - scrolled : 0 } as DOMRect;
      });
      onTestFinished(() => spy.mockRestore());
      openAt(3);
      // The post and the thread are read well within the 100 ms.
      await act(() => vi.advanceTimersByTimeAsync(20));
      const li = screen.getByText('댓글 3').closest('li')!;
      await act(() => vi.advanceTimersByTimeAsync(500));
      // 900 px down, less the 56 px sticky header and a little air: in sight, not undone by the restoration.
      expect(scrolled).toBe(836);
      expect(li).toHaveFocus();
      expect(screen.getByText('댓글 3').closest('div.comment')).toHaveClass('lit');
    });

    it('older comments open above it and newer ones below, each once, the focus on the first of those opened', async () => {
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 3)
          return page([thread(2), thread(3), thread(4)], {
            nextCursor: '2',
            nextCount: 1,
            newerCursor: '4',
            newerCount: 2,
            anchor: { commentSeq: 3, threadSeq: 3, deleted: false },
          });
        if (url === THREADS && params?.cursor === '2')
          return page([thread(1)], { newerCursor: '1', newerCount: 2 });
        if (url === THREADS && params?.after === '4')
          return page([thread(5), thread(6)], { nextCursor: '5', nextCount: 3 });
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      openAt(3);
      await vi.waitFor(() => expect(screen.getByText('댓글 3').closest('li')).toHaveFocus());
      await userEvent.click(screen.getByRole('button', { name: '다음 댓글 2개 더보기' }));
      await vi.waitFor(() => expect(texts()).toEqual(['댓글 2', '댓글 3', '댓글 4', '댓글 5', '댓글 6']));
      expect(screen.getByText('댓글 5').closest('li')).toHaveFocus();
      expect(screen.queryByRole('button', { name: /다음 댓글/ })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: '이전 댓글 1개 더보기' }));
      await vi.waitFor(() => expect(texts()).toEqual(range(1, 6).map((s) => `댓글 ${s}`)));
      expect(screen.getByText('댓글 1').closest('li')).toHaveFocus();
      expect(screen.queryByRole('button', { name: /이전 댓글/ })).not.toBeInTheDocument();
    });

    /** Whether `later` comes after `earlier` on the screen (in reading order). */
    const comesAfter = (later: Element, earlier: Element) =>
      (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

    it('my comment written there jumps to the newest comments, where it belongs, scrolled into sight above the box', async () => {
      useSessionStore.setState({ token: 't' });
      let written = false;
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 3)
          return page([thread(2), thread(3), thread(4)], {
            nextCursor: '2',
            nextCount: 1,
            newerCursor: '4',
            newerCount: 4,
            anchor: { commentSeq: 3, threadSeq: 3, deleted: false },
          });
        // The newest page, mine in it as the server has it now.
        if (url === THREADS && !params?.around && !params?.cursor && !params?.after)
          return page(
            [...range(5, 8).map((s) => thread(s)), ...(written ? [{ ...thread(9), mine: true }] : [])],
            {
              nextCursor: '5',
              nextCount: 4,
            },
          );
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      post.mockImplementation(async () => {
        written = true;
        return {
          commentSeq: 9,
          comment: {
            ...comments[1].replies[0],
            commentSeq: 9,
            parentSeq: null,
            content: '댓글 9',
            mine: true,
          },
        };
      });
      const view = openAt(3);
      await vi.waitFor(() => expect(screen.getByText('댓글 3').closest('li')).toHaveFocus());
      const box = screen.getByRole('textbox', { name: '댓글' });
      await userEvent.type(box, '댓글 9');
      // Below the screen, under the box held at the bottom (the screen is 768 px high here).
      const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
      spy.mockImplementation(function (this: HTMLElement) {
        const mine = this.closest('#comment-9') && this.matches('div.comment');
        return (mine ? { top: 900, bottom: 960, height: 60 } : { top: 0, bottom: 0, height: 0 }) as DOMRect;
      });
      scrollTo.mockReset();
      await userEvent.click(screen.getByRole('button', { name: '등록' }));

      // The newest comments, mine last, older ones above (이전 댓글 더보기); no more the page at comment 3.
      await vi.waitFor(() => expect(texts()).toEqual(range(5, 9).map((s) => `댓글 ${s}`)));
      expect(view.router.state.location.search).toBe('');
      expect(screen.getByRole('button', { name: '이전 댓글 4개 더보기' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /다음 댓글/ })).not.toBeInTheDocument();
      // Its end 8 px above the box's place at the screen's bottom: 960 - 768 + 8.
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 200 }));
      spy.mockRestore();
      // The phone's keyboard stays up for the next one.
      expect(screen.getByRole('textbox', { name: '댓글' })).toHaveFocus();
    });

    it('offline, my comment written there stays after the newer ones not open yet (their 더보기), in sight', async () => {
      useSessionStore.setState({ token: 't' });
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 3)
          return page([thread(2), thread(3), thread(4)], {
            newerCursor: '4',
            newerCount: 2,
            anchor: { commentSeq: 3, threadSeq: 3, deleted: false },
          });
        throw new ApiError({
          status: 0,
          resultCode: 'NETWORK_ERROR',
          message: '네트워크 연결을 확인해 주세요.',
        });
      });
      post.mockResolvedValue({
        commentSeq: 9,
        comment: { ...comments[1].replies[0], commentSeq: 9, parentSeq: null, content: '댓글 9', mine: true },
      });
      const view = openAt(3);
      await vi.waitFor(() => expect(screen.getByText('댓글 3').closest('li')).toHaveFocus());
      await userEvent.type(screen.getByRole('textbox', { name: '댓글' }), '댓글 9');
      scrollTo.mockReset();
      await userEvent.click(screen.getByRole('button', { name: '등록' }));

      const mine = (await screen.findByText('댓글 9')).closest('li')!;
      expect(texts()).toEqual(['댓글 2', '댓글 3', '댓글 4', '댓글 9']);
      expect(comesAfter(mine, screen.getByRole('button', { name: '다음 댓글 2개 더보기' }))).toBe(true);
      expect(view.router.state.location.search).toBe('?comment=3');
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalled());
    });

    it('a reply deep in a thread: the thread opens at it, its older replies above and newer ones below', async () => {
      useSessionStore.setState({ token: 't' });
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 21)
          return page([thread(1, [20, 21, 22], 10, 4), thread(30)], {
            anchor: { commentSeq: 21, threadSeq: 1, deleted: false },
          });
        if (url === '/v2/community/comments/1/replies' && params?.after === '22')
          return page(thread(1, [23, 24, 25, 26, 40]).replies, { nextCursor: '23', nextCount: 3 });
        if (url === '/v2/community/comments/1/replies' && params?.cursor === '20')
          return page(thread(1, [11, 12, 13]).replies, { newerCursor: '13', newerCount: 7 });
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      post.mockResolvedValue({
        commentSeq: 40,
        comment: { ...comments[0].replies[0], commentSeq: 40, parentSeq: 1, content: '답글 40' },
      });
      openAt(21);
      const li = (await screen.findByText('답글 21')).closest('li')!;
      await vi.waitFor(() => expect(li).toHaveFocus());
      // Lit on the render after the focus moved (a state update; the focus is immediate).
      await vi.waitFor(() => expect(screen.getByText('답글 21').closest('div.comment')).toHaveClass('lit'));
      expect(texts()).toEqual(['댓글 1', '답글 20', '답글 21', '답글 22', '댓글 30']);

      // My reply, written before the newer ones are open, belongs after them: they are read (they hold it now) and
      // it shows in its place, after 26, in sight; the keyboard stays up.
      await userEvent.click(screen.getAllByRole('button', { name: '답글 달기' })[0]);
      await userEvent.type(screen.getByRole('textbox', { name: '답글' }), '답글 40');
      scrollTo.mockReset();
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      await vi.waitFor(() =>
        expect(texts()).toEqual([
          '댓글 1',
          ...[20, 21, 22, 23, 24, 25, 26, 40].map((r) => `답글 ${r}`),
          '댓글 30',
        ]),
      );
      expect(get).toHaveBeenCalledWith(
        '/v2/community/comments/1/replies',
        { size: 20, after: '22' },
        expect.anything(),
      );
      expect(screen.queryByRole('button', { name: /다음 답글/ })).not.toBeInTheDocument();
      expect(get.mock.calls.filter(([, params]) => params?.after === '22')).toHaveLength(1);
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalled());
      expect(screen.getByRole('textbox', { name: '댓글' })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: '이전 답글 3개 더보기' }));
      await vi.waitFor(() =>
        expect(texts().slice(0, 4)).toEqual(['댓글 1', '답글 11', '답글 12', '답글 13']),
      );
      expect(screen.getByText('답글 11').closest('li')).toHaveFocus();
    });

    it('a comment deleted since: says 삭제된 댓글이에요 there, and the post and the comments around it still show', async () => {
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 3)
          return page([thread(2), thread(4)], { anchor: { commentSeq: 3, threadSeq: 3, deleted: true } });
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      openAt(3);
      const note = await screen.findByText('삭제된 댓글이에요');
      expect(note).toHaveAttribute('role', 'status');
      await vi.waitFor(() => expect(note).toHaveFocus());
      expect(scrollTo).toHaveBeenCalledOnce();
      expect(screen.getByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
      expect(texts()).toEqual(['댓글 2', '댓글 4']);
      expect(document.querySelector('.lit')).toBeNull();
    });

    it('a comment the post does not have: the newest comments, and 삭제된 댓글이에요', async () => {
      get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS && params?.around === 3)
          throw new ApiError({
            status: 404,
            resultCode: 'COMMUNITY_COMMENT_NOT_FOUND',
            message: '댓글을 찾을 수 없어요.',
          });
        if (url === THREADS && !params?.around) return page([thread(7), thread(8)]);
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      openAt(3);
      expect(await screen.findByText('삭제된 댓글이에요')).toBeInTheDocument();
      expect(texts()).toEqual(['댓글 7', '댓글 8']);
      expect(screen.queryByText('댓글을 찾을 수 없어요.')).not.toBeInTheDocument();
    });

    it('an address whose comment is not a number opens the post as usual', async () => {
      serve();
      renderAt('/community/42?comment=abc', [{ path: '/community/:communitySeq', Component: PostScreen }]);
      await screen.findByText('반포 한강공원이에요');
      expect(get).toHaveBeenCalledWith(THREADS, { size: 20 }, expect.anything());
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  describe('a post with many comments', () => {
    /** Comment `seq` by 보리아빠, with these replies. */
    const thread = (seq: number, replies: number[] = [], replyCount = replies.length) => ({
      ...comments[0],
      commentSeq: seq,
      content: `댓글 ${seq}`,
      replies: replies.map((r) => ({
        ...comments[0].replies[0],
        commentSeq: r,
        parentSeq: seq,
        content: `답글 ${r}`,
      })),
      replyCount,
    });
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const texts = () => screen.getAllByText(/^(댓글|답글) \d+$/).map((e) => e.textContent);

    /** The newest page: comments 6-10; comments 1-5 before them. */
    function serveMany(older: () => Promise<unknown>, count = () => 10) {
      get.mockImplementation(async (url: string, params?: { cursor?: string }) => {
        if (url === '/v2/community/42') return makePost({ commentCount: count() });
        if (url === THREADS && !params?.cursor)
          return threadPage(
            range(6, 10).map((s) => thread(s)),
            '6',
            5,
          );
        if (url === THREADS && params?.cursor === '6') return older();
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
    }

    it('shows the newest comments first and opens older ones above them, the focus on the first of them', async () => {
      serveMany(async () => threadPage(range(1, 5).map((s) => thread(s))));
      open();
      await screen.findByText('댓글 10');
      expect(texts()).toEqual(range(6, 10).map((s) => `댓글 ${s}`));
      await userEvent.click(screen.getByRole('button', { name: '이전 댓글 5개 더보기' }));

      await vi.waitFor(() => expect(texts()).toEqual(range(1, 10).map((s) => `댓글 ${s}`)));
      expect(get).toHaveBeenCalledWith(THREADS, { size: 20, cursor: '6' }, expect.anything());
      expect(screen.getByText('댓글 1').closest('li')).toHaveFocus();
      expect(screen.queryByRole('button', { name: /이전 댓글/ })).not.toBeInTheDocument();
    });

    it('an older page that does not arrive says why, keeps what is shown, and comes on 더보기 again', async () => {
      let calls = 0;
      serveMany(async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            status: 0,
            resultCode: 'NETWORK_ERROR',
            message: '네트워크 연결을 확인해 주세요.',
          });
        return threadPage(range(1, 5).map((s) => thread(s)));
      });
      open();
      await userEvent.click(await screen.findByRole('button', { name: '이전 댓글 5개 더보기' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
      expect(texts()).toEqual(range(6, 10).map((s) => `댓글 ${s}`));

      await userEvent.click(screen.getByRole('button', { name: '이전 댓글 5개 더보기' }));
      await vi.waitFor(() => expect(texts()).toHaveLength(10));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('my comment shows at once after the newest, the thread is not read again, and the count goes up', async () => {
      useSessionStore.setState({ token: 't' });
      let count = 10;
      serveMany(
        async () => threadPage([]),
        () => count,
      );
      const mine = {
        ...comments[1].replies[0],
        commentSeq: 11,
        parentSeq: null,
        content: '댓글 11',
        mine: true,
      };
      post.mockImplementation(async () => {
        count += 1;
        return { commentSeq: 11, comment: mine };
      });
      open();
      await screen.findByText('댓글 10');
      expect(screen.getByRole('img', { name: '댓글 10개' })).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: '댓글' }), '댓글 11');
      await userEvent.click(screen.getByRole('button', { name: '등록' }));

      await vi.waitFor(() => expect(texts().slice(-1)[0]).toBe('댓글 11'));
      expect(texts()).toEqual(range(6, 11).map((s) => `댓글 ${s}`));
      expect(screen.getByRole('img', { name: '댓글 11개' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '이전 댓글 5개 더보기' })).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.getByRole('img', { name: '댓글 11개' })).toBeInTheDocument();
      expect(get.mock.calls.filter(([url]) => url === THREADS)).toHaveLength(1);
    });

    it('my comment written while the thread is being read again (after a delete) stays: that reading does not take it off', async () => {
      useSessionStore.setState({ token: 't' });
      const mine = (seq: number) => ({ ...thread(seq), mine: true });
      // What the server has: 1-3, mine 4 (deleted below), then mine 5 once written.
      let server = [thread(1), thread(2), thread(3), mine(4)];
      let release: () => void = () => {};
      let readings = 0;
      get.mockImplementation(async (url: string) => {
        if (url === '/v2/community/42') return makePost();
        if (url !== THREADS) throw new Error(`unexpected ${url}`);
        readings += 1;
        const page = threadPage(server);
        // The reading after the delete is slow (a bus's network): it answers what the server had when asked.
        if (readings === 2) await new Promise<void>((r) => (release = r));
        return page;
      });
      vi.mocked(apiDelete).mockImplementation(async () => {
        server = server.filter((c) => c.commentSeq !== 4);
        return null;
      });
      post.mockImplementation(async () => {
        server = [...server, mine(5)];
        return { commentSeq: 5, comment: { ...comments[1].replies[0], ...mine(5), replies: undefined } };
      });
      const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
      try {
        open();
        await screen.findByText('댓글 4');
        await userEvent.click(screen.getByRole('button', { name: '삭제' }));
        await vi.waitFor(() => expect(readings).toBe(2));
        await userEvent.type(screen.getByRole('textbox', { name: '댓글' }), '댓글 5');
        await userEvent.click(screen.getByRole('button', { name: '등록' }));
        await vi.waitFor(() => expect(texts().slice(-1)[0]).toBe('댓글 5'));
        // The slow reading lands now, without 5 (and without 4).
        release();
        await vi.waitFor(() => expect(texts()).toEqual(['댓글 1', '댓글 2', '댓글 3', '댓글 5']));
        await new Promise((r) => setTimeout(r, 20));
        expect(texts()).toEqual(['댓글 1', '댓글 2', '댓글 3', '댓글 5']);
      } finally {
        confirm.mockRestore();
        vi.mocked(apiDelete).mockReset();
      }
    });

    it("a comment's older replies open above its newest ones; my reply goes after them", async () => {
      useSessionStore.setState({ token: 't' });
      get.mockImplementation(async (url: string, params?: { cursor?: string }) => {
        if (url === '/v2/community/42') return makePost();
        if (url === THREADS) return threadPage([thread(1, [30, 31, 32], 5)]);
        if (url === '/v2/community/comments/1/replies' && params?.cursor === '30')
          return threadPage(thread(1, [10, 20]).replies);
        throw new Error(`unexpected ${url} ${JSON.stringify(params)}`);
      });
      post.mockResolvedValue({
        commentSeq: 33,
        comment: { ...comments[0].replies[0], commentSeq: 33, parentSeq: 1, content: '답글 33' },
      });
      open();
      await screen.findByText('답글 32');
      expect(texts()).toEqual(['댓글 1', '답글 30', '답글 31', '답글 32']);
      await userEvent.click(screen.getByRole('button', { name: '이전 답글 2개 더보기' }));

      await vi.waitFor(() =>
        expect(texts()).toEqual(['댓글 1', '답글 10', '답글 20', '답글 30', '답글 31', '답글 32']),
      );
      expect(screen.getByText('답글 10').closest('li')).toHaveFocus();
      expect(screen.queryByRole('button', { name: /이전 답글/ })).not.toBeInTheDocument();

      // The comment's own 답글 달기 (its replies have theirs after it).
      await userEvent.click(screen.getAllByRole('button', { name: '답글 달기' })[0]);
      await userEvent.type(screen.getByRole('textbox', { name: '답글' }), '답글 33');
      await userEvent.click(screen.getByRole('button', { name: '등록' }));
      await vi.waitFor(() => expect(texts().slice(-1)[0]).toBe('답글 33'));
    });
  });
});

describe('tap targets', () => {
  it('a comment’s 답글 달기 and 신고 are 44px targets around their 40px buttons, in the row’s gaps', async () => {
    onTestFinished(applyStylesheet('../components/post.module.css', import.meta.url));
    serve();
    open();
    await screen.findByText('어디 한강인가요?');
    const buttons = [
      ...screen.getAllByRole('button', { name: '답글 달기' }),
      // The comments' 신고, not the post's in the page header (48px).
      ...screen.getAllByRole('button', { name: '신고' }).filter((b) => !b.closest('header')),
    ];
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      expect(getComputedStyle(button).minHeight).toBe('40px');
      expect(getComputedStyle(button).position).toBe('relative');
      const [box] = pseudoRules(button);
      expect(box?.position).toBe('absolute');
      expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
    }
  });
});

/** Someone else's post: 신고하기 in the header's menu (⋯). */
async function openPostReport() {
  await userEvent.click(await screen.findByRole('button', { name: '글 메뉴' }));
  await userEvent.click(await screen.findByRole('button', { name: '신고하기' }));
}

// 차단하기 from a post's ⋯ menu and from a comment's 차단: asked first (what it does, that they are not told), then their
// posts leave my feed at once and their comments read as 차단한 사용자의 댓글이에요 in place, the replies kept.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, dialog, toast, useSessionStore } from '@guardian/shared';
import { makePost, renderAt } from '../test/render-at';
import { FeedScreen } from '../features/feed/components/feed-screen';
import { PostScreen } from '../features/post/components/post-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);
const THREADS = '/v2/community/42/comment-threads';
const author = (userSeq: number, nickname: string) => ({
  userSeq,
  nickname,
  profileImageUrl: null,
  petName: null,
  petBreedName: null,
});
const reply = (commentSeq: number, over: object = {}) => ({
  commentSeq,
  parentSeq: null as number | null,
  content: `댓글 ${commentSeq}`,
  deleted: false,
  hidden: false,
  reported: false,
  blocked: false,
  byPostAuthor: false,
  author: author(2, '보리아빠'),
  mine: false,
  edited: false,
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  ...over,
});
const thread = (commentSeq: number, over: object = {}, replies: ReturnType<typeof reply>[] = []) => ({
  ...reply(commentSeq, over),
  replies,
  replyCount: replies.length,
  newerReplyCount: 0,
});
const page = (items: unknown[]) => ({
  items,
  nextCursor: null,
  nextCount: 0,
  newerCursor: null,
  newerCount: 0,
});

// 초코맘 (userSeq 9) wrote post 42 and post 43; 콩이누나 wrote post 44.
const feed = [
  makePost(),
  makePost({ communitySeq: 43, content: '초코맘의 두 번째 글' }),
  makePost({ communitySeq: 44, content: '콩이누나의 글', author: author(5, '콩이누나') }),
];
/** The API: once someone is blocked (POST …/blocks/{userSeq}), it answers as it would. */
function serve(items: ReturnType<typeof thread>[] = [thread(1)]) {
  const blocked = new Set<number>();
  post.mockImplementation(async (url: string) => {
    const userSeq = Number(url.split('/').pop());
    blocked.add(userSeq);
    return { userSeq, blocked: true };
  });
  const asSeen = <C extends ReturnType<typeof reply>>(c: C): C =>
    blocked.has(c.author.userSeq) ? { ...c, content: null, blocked: true } : c;
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/community')
      return { items: feed.filter((p) => !blocked.has(p.author.userSeq)), nextCursor: null };
    if (url === '/v2/community/42') return makePost();
    if (url === THREADS)
      return page(items.map((t) => ({ ...asSeen(t), replies: t.replies.map((r) => asSeen(r as never)) })));
    throw new Error(`unexpected ${url}`);
  });
}
const openPost = () =>
  renderAt('/community/42', [{ path: '/community/:communitySeq', Component: PostScreen }]);

let confirm: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  vi.mocked(toast.success).mockReset();
  useSessionStore.setState({ token: 't', user: null });
  localStorage.clear();
  confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
});
afterEach(() => confirm.mockRestore());

describe("차단하기 from a post's ⋯ menu", () => {
  it('asks first, then blocks its author, says so, and back in the feed their posts are gone', async () => {
    serve();
    const { router } = renderAt('/community', [
      { path: '/community', Component: FeedScreen },
      { path: '/community/:communitySeq', Component: PostScreen },
    ]);
    expect(await screen.findByText('초코맘의 두 번째 글')).toBeInTheDocument();
    await act(() => router.navigate('/community/42'));

    await userEvent.click(await screen.findByRole('button', { name: '글 메뉴' }));
    const menu = await screen.findByRole('dialog', { name: '게시글' });
    expect(within(menu).getByRole('button', { name: '신고하기' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: '차단하기' }));

    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: '초코맘님을 차단할까요?',
        subText: '초코맘님의 글과 댓글이 보이지 않아요. 상대에게는 알리지 않아요.',
      }),
    );
    expect(post).toHaveBeenCalledWith('/v2/community/blocks/9');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('초코맘님을 차단했어요'));
    // Back in the feed it was opened from: only 콩이누나's post is left.
    expect(await screen.findByText('콩이누나의 글')).toBeInTheDocument();
    expect(screen.queryByText('초코맘의 두 번째 글')).not.toBeInTheDocument();
    expect(screen.queryByText('코코랑 한강 산책 다녀왔어요')).not.toBeInTheDocument();
  });

  it('cancelled at the question, blocks no one', async () => {
    serve();
    confirm.mockResolvedValue(false);
    openPost();
    await userEvent.click(await screen.findByRole('button', { name: '글 메뉴' }));
    await userEvent.click(await screen.findByRole('button', { name: '차단하기' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
  });

  it('on my own post the menu is 내 글 (수정, 삭제): no 차단하기', async () => {
    get.mockImplementation(async (url: string) => (url === THREADS ? page([]) : makePost({ mine: true })));
    openPost();
    await userEvent.click(await screen.findByRole('button', { name: '내 글 관리' }));
    expect(screen.queryByRole('button', { name: '차단하기' })).not.toBeInTheDocument();
  });
});

describe("차단 on someone else's comment", () => {
  it('asks first, then the comment reads as blocked in place, the replies under it kept', async () => {
    serve([
      thread(1, {}, [reply(2, { parentSeq: 1, content: '초코맘의 답글', author: author(9, '초코맘') })]),
    ]);
    openPost();
    expect(await screen.findByText('댓글 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '보리아빠님 차단' }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: '보리아빠님을 차단할까요?',
        subText: '보리아빠님의 글과 댓글이 보이지 않아요. 상대에게는 알리지 않아요.',
      }),
    );
    expect(post).toHaveBeenCalledWith('/v2/community/blocks/2');
    expect(await screen.findByText('차단한 사용자의 댓글이에요')).toBeInTheDocument();
    expect(screen.queryByText('댓글 1')).not.toBeInTheDocument();
    expect(screen.getByText('초코맘의 답글')).toBeInTheDocument();
  });

  it('a comment the API says I blocked reads so, without its text or buttons; my own has no 차단', async () => {
    serve([
      thread(1, { blocked: true, content: null }),
      thread(3, { mine: true, content: '내 댓글', author: author(1, '나') }),
    ]);
    openPost();
    expect(await screen.findByText('차단한 사용자의 댓글이에요')).toBeInTheDocument();
    expect(screen.getByText('내 댓글')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /님 차단$/ })).not.toBeInTheDocument();
  });
});

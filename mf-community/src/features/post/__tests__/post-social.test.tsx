// The post page among several people: it catches up when shown again, shows who wrote what (작성자) and what I
// reported, a photo as large as the feed showed it, and #tags that open their search.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, columnPhotoSizes, toast, useSessionStore } from '@guardian/shared';
import { awayUntil } from '@guardian/shared/test/away';
import { makePost, renderAt } from '../../../test/render-at';
import { PostScreen } from '../components/post-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

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
  byPostAuthor: false,
  author: author(2, '보리아빠'),
  mine: false,
  edited: false,
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  ...over,
});
const thread = (commentSeq: number, over: object = {}, replies: object[] = []) => ({
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

function serve(p = makePost(), items: unknown[] = [thread(1)]) {
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/community/42') return p;
    if (url === THREADS) return page(items);
    throw new Error(`unexpected ${url}`);
  });
}
const reads = (url: string) => get.mock.calls.filter(([u]) => u === url).length;
const open = () =>
  renderAt('/community/42', [
    { path: '/community/:communitySeq', Component: PostScreen },
    { path: '/community/result', element: <p>검색 결과</p> },
  ]);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  vi.mocked(toast.success).mockReset();
  useSessionStore.setState({ token: null, user: null });
  localStorage.clear();
});

describe('a post left open', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the post and its comments again when shown again after half a minute, not after a quick look', async () => {
    serve(makePost({ commentCount: 0 }), []);
    open();
    expect(await screen.findByText('첫 댓글을 남겨 보세요.')).toBeInTheDocument();
    expect([reads('/v2/community/42'), reads(THREADS)]).toEqual([1, 1]);

    // A quick look at another app: nothing is asked again.
    awayUntil(Date.now() + 10_000);
    await new Promise((r) => setTimeout(r, 20));
    expect([reads('/v2/community/42'), reads(THREADS)]).toEqual([1, 1]);

    // Someone commented meanwhile; back after a while, it is there.
    serve(makePost({ commentCount: 1, likeCount: 4 }), [thread(1, { content: '저희도 한강 가요!' })]);
    awayUntil(Date.now() + 60_000);
    expect(await screen.findByText('저희도 한강 가요!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '좋아요 4개, 누르기' })).toBeInTheDocument();
    expect([reads('/v2/community/42'), reads(THREADS)]).toEqual([2, 2]);
  });
});

describe('the thread', () => {
  it("marks the post author's comments and replies 작성자, no one else's", async () => {
    serve(makePost(), [
      thread(1, {}, [
        reply(3, { parentSeq: 1, content: '반포예요', author: author(9, '초코맘'), byPostAuthor: true }),
        reply(4, { parentSeq: 1, content: '저도요', author: author(5, '나비언니') }),
      ]),
      thread(2, { content: '사진 예뻐요', author: author(9, '초코맘'), byPostAuthor: true }),
    ]);
    open();
    const replies = await screen.findByRole('list', { name: '보리아빠에 단 답글' });
    const [fromAuthor, fromOther] = within(replies).getAllByRole('listitem');
    expect(within(fromAuthor).getByText('작성자')).toBeInTheDocument();
    expect(within(fromAuthor).getByText(/초코맘/)).toHaveTextContent('초코맘 작성자');
    expect(within(fromOther).queryByText('작성자')).not.toBeInTheDocument();
    expect(screen.getAllByText('작성자')).toHaveLength(2);
  });

  it('shows a comment I reported as 신고한 댓글이에요 in its place, its replies still under it', async () => {
    serve(makePost(), [
      thread(1, { content: null, reported: true }, [reply(3, { parentSeq: 1, content: '답글은 보여요' })]),
      thread(2, { content: '다른 댓글' }),
    ]);
    open();
    expect(await screen.findByText('신고한 댓글이에요')).toBeInTheDocument();
    expect(screen.getByText('답글은 보여요')).toBeInTheDocument();
    expect(screen.getByText('다른 댓글')).toBeInTheDocument();
  });

  it('a comment I report reads as 신고한 댓글이에요 at once, before enough people hide it', async () => {
    useSessionStore.setState({ token: 't' });
    serve(makePost(), [thread(1, { content: '나쁜 말' }, [reply(3, { parentSeq: 1, content: '답글' })])]);
    post.mockResolvedValue({ hidden: false });
    open();
    await screen.findByText('나쁜 말');
    // The comment's 신고 (the post's is in the header).
    const report = screen.getAllByRole('button', { name: '신고' }).find((b) => !b.closest('header'))!;
    // What the thread answers when read again afterwards: held back, the screen does not wait for it.
    get.mockImplementation(async (url: string) => (url === THREADS ? new Promise(() => {}) : makePost()));
    await userEvent.click(report);
    await userEvent.click(await screen.findByRole('radio', { name: '욕설·비방·혐오' }));
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('신고한 댓글이에요')).toBeInTheDocument();
    expect(screen.queryByText('나쁜 말')).not.toBeInTheDocument();
    expect(screen.getByText('답글')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('신고가 접수되었어요. 검토 후 조치할게요.');
  });
});

describe('#tags', () => {
  it('in the post and in a comment open the search result for that tag', async () => {
    serve(makePost({ content: '오늘도 #산책 완료 #댕스타그램' }), [
      thread(1, { content: '우리도 #산책 중이에요' }),
    ]);
    const { router } = open();
    const tags = await screen.findAllByRole('link', { name: '#산책' });
    expect(tags).toHaveLength(2);
    for (const tag of tags)
      expect(tag).toHaveAttribute('href', `/community/result?keyword=${encodeURIComponent('#산책')}`);
    await userEvent.click(screen.getByRole('link', { name: '#댕스타그램' }));
    expect(await screen.findByText('검색 결과')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('#댕스타그램');
  });
});

describe('photos', () => {
  const photo = (mediaSeq: number, width: number, height: number) => ({
    mediaSeq,
    width,
    height,
    url: `https://cdn.test/${mediaSeq}.webp`,
    thumbnailUrl: `https://cdn.test/${mediaSeq}-320.webp`,
    srcSet: `https://cdn.test/${mediaSeq}-320.webp 320w, https://cdn.test/${mediaSeq}.webp 1280w`,
  });

  it('one photo goes across the page at its own shape, not in a grid cell, and a tap opens it full screen', async () => {
    serve(makePost({ photos: [photo(5, 1280, 960)] }));
    open();
    const button = await screen.findByRole('button', { name: '사진 크게 보기: 사진 1' });
    expect(button.style.getPropertyValue('--photo-shape')).toBe(String(1280 / 960));
    const img = button.querySelector('img')!;
    expect(img).toHaveAttribute('sizes', columnPhotoSizes(1));
    expect(img).toHaveAttribute('src', 'https://cdn.test/5.webp');
    expect(screen.queryByRole('list', { name: '첨부 사진' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: '사진 1 / 1' })).toBeInTheDocument();
  });

  it('a very tall photo is cut to 4:5 on the page; several photos go in a grid', async () => {
    serve(makePost({ photos: [photo(6, 600, 1800)] }));
    const first = open();
    const tall = await screen.findByRole('button', { name: '사진 크게 보기: 사진 1' });
    expect(tall.style.getPropertyValue('--photo-shape')).toBe('0.8');
    first.unmount();
    serve(makePost({ photos: [photo(7, 800, 600), photo(8, 800, 600)] }));
    open();
    expect(await screen.findByRole('list', { name: '첨부 사진' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /사진 크게 보기/ })).toHaveLength(2);
  });
});

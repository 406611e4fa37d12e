// A post by someone I blocked, opened by a link (a share, 소식, history): the page says whose it is and holds back its
// text, photos and comments until I ask to see it (이 글 보기) or unblock them (차단 해제). Blocking someone takes their
// posts out of the lists I have open, 좋아요한 글 too, and a post of theirs opened again is held back.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet, apiPost, dialog, queryKeys, toast, useSessionStore } from '@guardian/shared';
import { makePost, renderAt, testQueryClient } from '../../../test/render-at';
import { PostScreen } from '../components/post-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);
const del = vi.mocked(apiDelete);
const THREADS = '/v2/community/42/comment-threads';
const author = (userSeq: number, nickname: string) => ({
  userSeq,
  nickname,
  profileImageUrl: null,
  petName: null,
  petBreedName: null,
});
const photo = {
  mediaSeq: 5,
  width: 1280,
  height: 960,
  url: 'https://cdn.test/5.webp',
  thumbnailUrl: 'https://cdn.test/5-320.webp',
  srcSet: 'https://cdn.test/5-320.webp 320w, https://cdn.test/5.webp 1280w',
};
const thread = {
  commentSeq: 1,
  parentSeq: null,
  content: '콩이도 같이 가요',
  deleted: false,
  hidden: false,
  reported: false,
  blocked: false,
  byPostAuthor: false,
  author: author(5, '콩이누나'),
  mine: false,
  edited: false,
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  replies: [],
  replyCount: 0,
  newerReplyCount: 0,
};
const threadPage = { items: [thread], nextCursor: null, nextCount: 0, newerCursor: null, newerCount: 0 };
/** Post 42 by 초코맘 (userSeq 9), with a photo. */
const theirPost = (blocked: boolean) => ({ ...makePost({ photos: [photo] }), blocked });

/** The API: post 42 is blocked until DELETE …/blocks/9 (or POST blocks it again). */
function serve(blockedAtFirst = true) {
  let blocked = blockedAtFirst;
  del.mockImplementation(async () => {
    blocked = false;
    return { userSeq: 9, blocked: false };
  });
  post.mockImplementation(async () => {
    blocked = true;
    return { userSeq: 9, blocked: true };
  });
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/community/42') return theirPost(blocked);
    if (url === THREADS) return threadPage;
    if (url === '/v2/community') return { items: [], nextCursor: null };
    throw new Error(`unexpected ${url}`);
  });
}
const open = (client = testQueryClient()) =>
  renderAt(
    '/community/42',
    [
      { path: '/community', element: <p>피드</p> },
      { path: '/community/:communitySeq', Component: PostScreen },
    ],
    client,
  );

let confirm: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  del.mockReset();
  vi.mocked(toast.success).mockReset();
  useSessionStore.setState({ token: 't', user: null });
  localStorage.clear();
  confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
});
afterEach(() => confirm.mockRestore());

describe('a post by someone I blocked, opened by a link', () => {
  it('says so, without its text, photos or comments (nor the comment box)', async () => {
    serve();
    open();
    expect(await screen.findByText('차단한 사용자의 글이에요')).toBeInTheDocument();
    expect(screen.getByText(/초코맘님을 차단해서 글과 댓글을 가려 두었어요/)).toBeInTheDocument();
    expect(screen.queryByText('코코랑 한강 산책 다녀왔어요')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /사진 크게 보기/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /좋아요/ })).not.toBeInTheDocument();
    expect(screen.queryByText('콩이도 같이 가요')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '댓글' })).not.toBeInTheDocument();
  });

  it('이 글 보기 shows it and its comments, still blocked (nothing is sent)', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: '이 글 보기' }));
    expect(screen.getByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 크게 보기: 사진 1' })).toBeInTheDocument();
    expect(await screen.findByText('콩이도 같이 가요')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '댓글' })).toBeInTheDocument();
    expect(screen.queryByText('차단한 사용자의 글이에요')).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
  });

  it('차단 해제 unblocks them and shows the post; the feed it was left out of is read again', async () => {
    serve();
    const client = testQueryClient();
    client.setQueryData(queryKeys.community.feed({ sort: 'NEWEST' }), {
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
    open(client);
    await userEvent.click(await screen.findByRole('button', { name: '차단 해제' }));

    expect(del).toHaveBeenCalledWith('/v2/community/blocks/9');
    expect(await screen.findByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
    expect(await screen.findByText('콩이도 같이 가요')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('초코맘님 차단을 해제했어요');
    expect(client.getQueryState(queryKeys.community.feed({ sort: 'NEWEST' }))?.isInvalidated).toBe(true);
  });

  it('its ⋯ menu offers 차단 해제 in place of 차단하기', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: '글 메뉴' }));
    const menu = await screen.findByRole('dialog', { name: '게시글' });
    expect(within(menu).queryByRole('button', { name: '차단하기' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: '차단 해제' }));
    expect(del).toHaveBeenCalledWith('/v2/community/blocks/9');
    expect(await screen.findByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
  });

  it('one not blocked shows as always', async () => {
    serve(false);
    open();
    expect(await screen.findByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
    expect(screen.queryByText('차단한 사용자의 글이에요')).not.toBeInTheDocument();
  });
});

describe('blocking someone from a post', () => {
  it('takes their posts out of 좋아요한 글 at once (read again), and their other posts open held back', async () => {
    serve(false);
    const client = testQueryClient();
    const likes = queryKeys.community.mine('likes');
    const page = (items: unknown[]) => ({ items, page: 0, size: 20, total: items.length, hasNext: false });
    client.setQueryData(likes, {
      pages: [
        page([
          makePost({ communitySeq: 43, content: '초코맘의 다른 글' }),
          makePost({ communitySeq: 44, content: '콩이누나의 글', author: author(5, '콩이누나') }),
        ]),
      ],
      pageParams: [0],
    });
    client.setQueryData(queryKeys.community.post(43), makePost({ communitySeq: 43 }));
    const { router } = open(client);
    await userEvent.click(await screen.findByRole('button', { name: '글 메뉴' }));
    await userEvent.click(await screen.findByRole('button', { name: '차단하기' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('초코맘님을 차단했어요'));

    const liked = client.getQueryData<{ pages: { items: { communitySeq: number }[] }[] }>(likes);
    expect(liked?.pages[0].items.map((p) => p.communitySeq)).toEqual([44]);
    expect(client.getQueryState(likes)?.isInvalidated).toBe(true);
    expect(client.getQueryData(queryKeys.community.post(43))).toMatchObject({ blocked: true });

    // Blocked from its ⋯ menu, the page went back; post 42 opened again (history, a link) is held back.
    expect(await screen.findByText('피드')).toBeInTheDocument();
    await act(() => router.navigate('/community/42'));
    expect(await screen.findByText('차단한 사용자의 글이에요')).toBeInTheDocument();
  });
});

// 답글에 답글: 답글 달기 on a reply writes in the same thread (under its comment), addressed to that reply's author;
// the box says whom it answers, and a reply so written shows `@닉네임` before its text.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, useSessionStore } from '@guardian/shared';
import { makePost, renderAt } from '../../../test/render-at';
import { PostScreen } from '../components/post-screen';

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
const reply = (commentSeq: number, who: ReturnType<typeof author>, content: string, over = {}) => ({
  commentSeq,
  parentSeq: 1,
  content,
  deleted: false,
  hidden: false,
  reported: false,
  blocked: false,
  byPostAuthor: false,
  author: who,
  addressee: null,
  mine: false,
  edited: false,
  createdAt: at,
  ...over,
});
const bori = author(2, '보리아빠');
const choco = author(9, '초코맘');
const me = author(7, '코코맘');
/** 보리아빠's comment; 초코맘's reply, mine, and 나비언니's answer to 초코맘. */
const thread = (head: object = {}) => ({
  ...reply(1, bori, '어디 한강인가요?', { parentSeq: null }),
  replies: [
    reply(3, choco, '반포 한강공원이에요'),
    reply(4, me, '저도 반포 좋아해요', { mine: true }),
    reply(5, author(5, '나비언니'), '주차는 어디에 하나요?', {
      addressee: { userSeq: 9, nickname: '초코맘' },
    }),
  ],
  replyCount: 3,
  newerReplyCount: 0,
  ...head,
});

function serve(head: object = {}) {
  get.mockImplementation(async (url: string) => {
    if (url === '/v2/community/42') return makePost();
    if (url === '/v2/community/42/comment-threads')
      return { items: [thread(head)], nextCursor: null, nextCount: 0 };
    throw new Error(`unexpected ${url}`);
  });
}
const open = () => renderAt('/community/42', [{ path: '/community/:communitySeq', Component: PostScreen }]);
/** The 답글 달기 of the comment or reply that says `text`. */
const replyButton = async (text: string) =>
  within((await screen.findByText(text)).closest('li')!).getAllByRole('button', { name: '답글 달기' })[0];
const send = async (text: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: '답글' }), text);
  await userEvent.click(screen.getByRole('button', { name: '등록' }));
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  useSessionStore.setState({ token: 't', user: null });
  localStorage.clear();
});

describe('답글 달기 on a reply', () => {
  it('addresses its author in the same thread: the box names them, and the reply goes under the comment', async () => {
    serve();
    post.mockResolvedValue({
      commentSeq: 8,
      comment: reply(8, me, '저는 지하철로 가요', {
        mine: true,
        addressee: { userSeq: 9, nickname: '초코맘' },
      }),
    });
    open();
    await userEvent.click(await replyButton('반포 한강공원이에요'));
    expect(screen.getByText('초코맘님에게 답글')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '답글' })).toHaveFocus();
    await send('저는 지하철로 가요');
    expect(post).toHaveBeenCalledWith('/v2/community/42/comments', {
      content: '저는 지하철로 가요',
      parentSeq: 1,
      replyToSeq: 3,
      clientId: expect.any(String),
    });
    // In its place, last in 보리아빠's thread, addressed to 초코맘; the box is a comment box again.
    const written = (await screen.findByText('저는 지하철로 가요')).closest('p')!;
    expect(written).toHaveTextContent(/^@초코맘 저는 지하철로 가요$/);
    const replies = screen.getByRole('list', { name: '보리아빠에 단 답글' });
    const items = within(replies).getAllByRole('listitem');
    expect(items[items.length - 1]).toContainElement(written);
    expect(screen.queryByText('초코맘님에게 답글')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '댓글' })).toBeInTheDocument();
  });

  it('on the comment itself, it still answers the comment (no one addressed)', async () => {
    serve();
    post.mockResolvedValue({ commentSeq: 8, comment: reply(8, me, '고마워요', { mine: true }) });
    open();
    await userEvent.click(await replyButton('어디 한강인가요?'));
    expect(screen.getByText('보리아빠님에게 답글')).toBeInTheDocument();
    await send('고마워요');
    expect(post).toHaveBeenCalledWith('/v2/community/42/comments', {
      content: '고마워요',
      parentSeq: 1,
      clientId: expect.any(String),
    });
  });

  it('on my own reply, it continues the thread: the box names the comment’s author', async () => {
    serve();
    post.mockResolvedValue({ commentSeq: 8, comment: reply(8, me, '덧붙여요', { mine: true }) });
    open();
    await userEvent.click(await replyButton('저도 반포 좋아해요'));
    expect(screen.getByText('보리아빠님에게 답글')).toBeInTheDocument();
    expect(screen.queryByText('코코맘님에게 답글')).not.toBeInTheDocument();
    await send('덧붙여요');
    expect(post).toHaveBeenCalledWith('/v2/community/42/comments', {
      content: '덧붙여요',
      parentSeq: 1,
      replyToSeq: 4,
      clientId: expect.any(String),
    });
  });

  it('in a thread whose comment was deleted, a reply can still be answered, the box naming its author', async () => {
    serve({ content: null, deleted: true, author: null });
    post.mockResolvedValue({ commentSeq: 8, comment: reply(8, me, '저도요', { mine: true }) });
    open();
    await userEvent.click(await replyButton('반포 한강공원이에요'));
    expect(screen.getByText('초코맘님에게 답글')).toBeInTheDocument();
    await send('저도요');
    expect(post).toHaveBeenCalledWith('/v2/community/42/comments', {
      content: '저도요',
      parentSeq: 1,
      replyToSeq: 3,
      clientId: expect.any(String),
    });
  });

  it('a reply deleted meanwhile: the text, kept, now answers the thread’s comment, and the thread is read again', async () => {
    serve();
    open();
    await userEvent.click(await replyButton('반포 한강공원이에요'));
    post.mockRejectedValueOnce(
      new ApiError({
        status: 404,
        resultCode: 'COMMUNITY_REPLY_TARGET_NOT_FOUND',
        message: '답글을 달 답글이 삭제됐어요.',
      }),
    );
    const reads = () => get.mock.calls.filter(([url]) => url === '/v2/community/42/comment-threads').length;
    const before = reads();
    await send('주차장 있어요');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '답글을 달 답글이 삭제됐어요. 등록하면 보리아빠님에게 답글로 올라가요.',
    );
    expect(screen.getByText('보리아빠님에게 답글')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '답글' })).toHaveValue('주차장 있어요');
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(before));
    post.mockResolvedValueOnce({ commentSeq: 8, comment: reply(8, me, '주차장 있어요', { mine: true }) });
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(post).toHaveBeenLastCalledWith('/v2/community/42/comments', {
      content: '주차장 있어요',
      parentSeq: 1,
      clientId: expect.any(String),
    });
  });

  it('someone I blocked cannot be answered: the API’s message, the text and the box kept', async () => {
    serve();
    open();
    await userEvent.click(await replyButton('반포 한강공원이에요'));
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        resultCode: 'COMMUNITY_REPLY_TO_BLOCKED',
        message: '차단한 사용자에게는 답글을 달 수 없어요.',
      }),
    );
    await send('안녕하세요');
    expect(await screen.findByRole('alert')).toHaveTextContent('차단한 사용자에게는 답글을 달 수 없어요.');
    expect(screen.getByText('초코맘님에게 답글')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '답글' })).toHaveValue('안녕하세요');
  });

  it('the box typed in comes back, still answering that reply, when the post is opened again', async () => {
    serve();
    const first = open();
    await userEvent.click(await replyButton('반포 한강공원이에요'));
    await userEvent.type(screen.getByRole('textbox', { name: '답글' }), '나중에 마저 쓸게요');
    first.unmount();

    open();
    expect(await screen.findByRole('textbox', { name: '답글' })).toHaveValue('나중에 마저 쓸게요');
    expect(screen.getByText('초코맘님에게 답글')).toBeInTheDocument();
    post.mockResolvedValue({ commentSeq: 8, comment: reply(8, me, '나중에 마저 쓸게요', { mine: true }) });
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(post).toHaveBeenCalledWith('/v2/community/42/comments', {
      content: '나중에 마저 쓸게요',
      parentSeq: 1,
      replyToSeq: 3,
      clientId: expect.any(String),
    });
  });
});

describe('a reply that answers a reply', () => {
  it('shows whom it answers as a mention before its text; others show none', async () => {
    serve();
    open();
    const text = (await screen.findByText('주차는 어디에 하나요?')).closest('p')!;
    expect(text).toHaveTextContent(/^@초코맘 주차는 어디에 하나요\?$/);
    const mention = within(text).getByText('@초코맘');
    expect(mention).toHaveClass('mention');
    expect(mention.closest('a')).toBeNull();
    expect(screen.getByText('반포 한강공원이에요').closest('p')).toHaveTextContent(/^반포 한강공원이에요$/);
    expect(screen.getAllByText(/^@/)).toHaveLength(1);
  });

  it('held back (blocked, reported, hidden, deleted), it shows neither its text nor whom it answers', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/v2/community/42') return makePost();
      if (url === '/v2/community/42/comment-threads') {
        const t = thread();
        const held = { content: null, blocked: true, addressee: null };
        return {
          items: [{ ...t, replies: [t.replies[0], { ...t.replies[2], ...held }] }],
          nextCursor: null,
          nextCount: 0,
        };
      }
      throw new Error(`unexpected ${url}`);
    });
    open();
    expect(await screen.findByText('차단한 사용자의 댓글이에요')).toBeInTheDocument();
    expect(screen.queryByText(/@초코맘/)).not.toBeInTheDocument();
    // And a held-back reply offers no 답글 달기.
    expect(
      within(screen.getByText('차단한 사용자의 댓글이에요').closest('li')!).queryByRole('button', {
        name: '답글 달기',
      }),
    ).not.toBeInTheDocument();
  });
});

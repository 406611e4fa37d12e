import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, queryKeys, useSessionStore } from '@guardian/shared';
import { renderAt, testQueryClient } from '../../../test/render-at';
import { MyCommentsScreen, MyLikesScreen, MyPostsScreen } from '../components/my-community-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
}));

const routes = [
  { path: '/my-info/community/feed', Component: MyPostsScreen },
  { path: '/my-info/community/like', Component: MyLikesScreen },
  { path: '/my-info/community/comment', Component: MyCommentsScreen },
];
const page = <T,>(items: T[]) => ({
  pages: [{ items, page: 0, size: 20, total: items.length, hasNext: false }],
  pageParams: [0],
});
const post = {
  communitySeq: 42,
  content: '코코랑 한강 산책 다녀왔어요',
  breedSeq: 1,
  breedName: '말티즈',
  author: { userSeq: 9, nickname: '초코맘', profileImageUrl: null, petName: '초코', petBreedName: '푸들' },
  photos: [],
  likeCount: 3,
  commentCount: 2,
  liked: true,
  mine: false,
  hidden: false,
  edited: false,
  createdAt: '2026-11-20T03:00:00.000Z',
};

beforeEach(() => useSessionStore.getState().setToken('token-1'));

describe('내 커뮤니티 활동', () => {
  it('lists the posts I liked, each linking to the post in the community tab', async () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.community.mine('likes'), page([post]));
    renderAt('/my-info/community/like', routes, client);
    const link = await screen.findByRole('link', { name: /코코랑 한강 산책/ });
    expect(link).toHaveAttribute('href', '/community/42');
    expect(screen.getByText(/초코맘 · 좋아요 3 · 댓글 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '좋아요한 글' })).toHaveAttribute('aria-current', 'page');
  });

  it('opened after 차단 (the community tab marks the list stale), shows it as read again: their posts left out', async () => {
    // What was cached before 초코맘 (userSeq 9) was blocked; the API now leaves their posts out (and of the total).
    const theirs = { ...post, content: '초코맘의 글' };
    const others = {
      ...post,
      communitySeq: 43,
      content: '콩이누나의 글',
      author: { ...post.author, userSeq: 5, nickname: '콩이누나' },
    };
    const client = testQueryClient();
    client.setQueryData(queryKeys.community.mine('likes'), page([theirs, others]));
    await client.invalidateQueries({ queryKey: queryKeys.community.mine('likes') });
    vi.mocked(apiGet).mockResolvedValueOnce({ items: [others], page: 0, size: 20, total: 1, hasNext: false });
    renderAt('/my-info/community/like', routes, client);

    expect(await screen.findByText('모두 1개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /콩이누나의 글/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /초코맘의 글/ })).not.toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/community/my/likes', { page: 0, size: 20 }, expect.anything());
  });

  it('writes counts in the thousands with commas, as the rest of the app does', async () => {
    const client = testQueryClient();
    client.setQueryData(
      queryKeys.community.mine('likes'),
      page([{ ...post, likeCount: 1234, commentCount: 56789 }]),
    );
    renderAt('/my-info/community/like', routes, client);
    expect(await screen.findByText(/좋아요 1,234 · 댓글 56,789 ·/)).toBeInTheDocument();
  });

  it('lists each post once when a like in the community tab moved one into the next page', async () => {
    const liked = (communitySeq: number) => ({
      ...post,
      communitySeq,
      content: `좋아요한 글 ${communitySeq}`,
    });
    // Page 0 holds 20 posts (seq 120..101); a post liked meanwhile pushes 101 into page 1.
    vi.mocked(apiGet)
      .mockResolvedValueOnce({
        items: Array.from({ length: 20 }, (_, i) => liked(120 - i)),
        page: 0,
        size: 20,
        total: 21,
        hasNext: true,
      })
      .mockResolvedValueOnce({
        items: [liked(101), liked(100)],
        page: 1,
        size: 20,
        total: 22,
        hasNext: false,
      });
    const user = userEvent.setup();
    renderAt('/my-info/community/like', routes);

    await user.click(await screen.findByRole('button', { name: '더 보기' }));

    expect(await screen.findByRole('link', { name: /좋아요한 글 100/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /좋아요한 글 101/ })).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
  });

  it('lists my comments with the post they answer, each opening the post at that comment', async () => {
    const client = testQueryClient();
    client.setQueryData(
      queryKeys.community.mine('comments'),
      page([
        {
          commentSeq: 7,
          communitySeq: 42,
          content: '정말 귀여워요',
          postExcerpt: '코코랑 한강',
          isReply: true,
          createdAt: post.createdAt,
        },
      ]),
    );
    renderAt('/my-info/community/comment', routes, client);
    const link = await screen.findByRole('link', { name: /정말 귀여워요/ });
    expect(link).toHaveAttribute('href', '/community/42?comment=7');
    expect(screen.getByText('답글 · 원글: 코코랑 한강')).toBeInTheDocument();
  });

  it('with no posts yet, offers to write one', async () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.community.mine('posts'), page([]));
    renderAt('/my-info/community/feed', routes, client);
    expect(await screen.findByText('아직 쓴 글이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/community/edit');
  });

  it('a page that fails under 더 보기 says why and keeps the posts already shown', async () => {
    vi.mocked(apiGet)
      .mockResolvedValueOnce({ items: [post], page: 0, size: 20, total: 2, hasNext: true })
      .mockRejectedValueOnce(
        new ApiError({ resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.', status: 0 }),
      )
      .mockResolvedValue({
        items: [{ ...post, communitySeq: 43, content: '산책 코스 추천해요' }],
        page: 1,
        size: 20,
        total: 2,
        hasNext: false,
      });
    const user = userEvent.setup();
    renderAt('/my-info/community/like', routes);

    await user.click(await screen.findByRole('button', { name: '더 보기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(screen.getByRole('link', { name: /코코랑 한강 산책/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: /산책 코스 추천해요/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });
});

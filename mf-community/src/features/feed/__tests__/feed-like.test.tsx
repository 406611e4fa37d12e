// The feed card's heart likes the post there and then: at once (and the post's page with it), back with a message when
// the server refuses, and logged out it asks for the login as the post's page does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet, apiPost, dialog, queryKeys, toast, useSessionStore } from '@guardian/shared';
import type { CommunityPost } from '../../../api/types';
import { makePost, renderAt } from '../../../test/render-at';
import { FeedScreen } from '../components/feed-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);
const del = vi.mocked(apiDelete);
const open = () => renderAt('/community', [{ path: '/community', Component: FeedScreen }]);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  del.mockReset();
  vi.mocked(toast.error).mockClear();
  get.mockResolvedValue({ items: [makePost()], nextCursor: null });
  useSessionStore.setState({ token: 't', user: null });
});

describe("the feed card's heart", () => {
  it('likes at once, and the post’s page (in the cache) shows the same heart and count', async () => {
    let answer: (state: { liked: boolean; likeCount: number }) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const { queryClient } = open();
    queryClient.setQueryData(queryKeys.community.post(42), makePost());
    const like = await screen.findByRole('button', { name: '좋아요 3개, 누르기' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: '좋아요 4개, 취소하기' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Sent once what a like does to the lists has loaded (with the first tap), the page's entry changed with it.
    await waitFor(() => expect(post).toHaveBeenCalledWith('/v2/community/42/like'));
    expect(queryClient.getQueryData<CommunityPost>(queryKeys.community.post(42))).toMatchObject({
      liked: true,
      likeCount: 4,
    });
    answer({ liked: true, likeCount: 5 });
    // The server's count (someone else liked it meanwhile), on the card and the page alike.
    expect(await screen.findByRole('button', { name: '좋아요 5개, 취소하기' })).toBeInTheDocument();
    expect(queryClient.getQueryData<CommunityPost>(queryKeys.community.post(42))).toMatchObject({
      likeCount: 5,
    });
  });

  it('unlikes a post I liked', async () => {
    get.mockResolvedValue({ items: [makePost({ liked: true, likeCount: 4 })], nextCursor: null });
    del.mockResolvedValue({ liked: false, likeCount: 3 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '좋아요 4개, 취소하기' }));
    expect(await screen.findByRole('button', { name: '좋아요 3개, 누르기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(del).toHaveBeenCalledWith('/v2/community/42/like');
  });

  it('goes back with a message in Korean when the server refuses', async () => {
    let fail: (e: Error) => void = () => {};
    post.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    open();
    await userEvent.click(await screen.findByRole('button', { name: '좋아요 3개, 누르기' }));
    expect(await screen.findByRole('button', { name: '좋아요 4개, 취소하기' })).toBeInTheDocument();
    fail(new Error('네트워크 오류'));
    expect(await screen.findByRole('button', { name: '좋아요 3개, 누르기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/[가-힣]/));
  });

  it('logged out, asks for the login as the post’s page does, and likes nothing', async () => {
    useSessionStore.setState({ token: null, user: null });
    const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(false);
    open();
    await userEvent.click(await screen.findByRole('button', { name: '좋아요 3개, 누르기' }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: '로그인이 필요해요',
        subText: '좋아요는 로그인한 뒤에 누를 수 있어요.',
      }),
    );
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '좋아요 3개, 누르기' })).toBeInTheDocument();
    confirm.mockRestore();
  });
});

// Where 뒤로 leads once a post is edited, deleted or reported by me: the history holds each page once, and an
// address that names no post is not asked for.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import {
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  dialog,
  queryKeys,
  toast,
  useSessionStore,
} from '@guardian/shared';
import { makePost, renderAt, testQueryClient } from '../test/render-at';
import { EditScreen } from '../features/editor/components/edit-screen';
import { PostScreen } from '../features/post/components/post-screen';
import { ResultScreen } from '../features/search/components/result-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../test/shared-mock')).sharedMock(orig));

const routes = [
  { path: '/community', element: <p>피드</p> },
  { path: '/community/search', element: <p>검색 결과</p> },
  { path: '/community/:communitySeq', Component: PostScreen },
  { path: '/community/edit/:communitySeq', Component: EditScreen },
];

function openAt(entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** How many times the post itself (not its comments) was read. */
const postReads = () => vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/community/42').length;

let stored = makePost({ mine: true });
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ token: 't' });
  stored = makePost({ mine: true });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/community/42') return stored;
    if (url === '/v2/community/42/comment-threads') return { items: [], nextCursor: null, nextCount: 0 };
    if (url === '/v2/breeds') return [];
    throw new Error(`unexpected ${url}`);
  });
});

describe('내 글을 고치거나 지운 뒤', () => {
  it('saving an edit returns to the post it was opened from: one 뒤로 then leaves the post', async () => {
    const user = userEvent.setup();
    vi.mocked(apiPut).mockImplementation(async (_url, body) => {
      stored = { ...stored, content: (body as { content: string }).content, edited: true };
      return stored;
    });
    const router = openAt(['/community', '/community/42']);
    await user.click(await screen.findByRole('button', { name: '내 글 관리' }));
    await user.click(await screen.findByRole('button', { name: '수정하기' }));
    const text = await screen.findByRole('textbox', { name: '내용' });
    await user.clear(text);
    await user.type(text, '고친 글이에요');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/community/42'));
    expect(router.state.historyAction).toBe('POP');
    await vi.waitFor(() => expect(screen.getByText('고친 글이에요')).toBeInTheDocument());
    await screen.findByText('첫 댓글을 남겨 보세요.');
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('피드')).toBeInTheDocument();
  });

  it('an edit opened straight by its address shows the post in its place once saved', async () => {
    const user = userEvent.setup();
    vi.mocked(apiPut).mockResolvedValue(makePost({ mine: true, content: '고친 글이에요' }));
    const { router } = renderAt('/community/edit/42', routes);
    await user.type(await screen.findByRole('textbox', { name: '내용' }), '!');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/community/42'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('deleting returns to the list the post was opened from, without a feed added on top', async () => {
    const user = userEvent.setup();
    vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    vi.mocked(apiDelete).mockResolvedValue(null);
    const router = openAt(['/community', '/community/search', '/community/42']);
    await user.click(await screen.findByRole('button', { name: '내 글 관리' }));
    await user.click(await screen.findByRole('button', { name: '삭제하기' }));

    expect(await screen.findByText('검색 결과')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(apiDelete).toHaveBeenCalledWith('/v2/community/42');
    // The post is read once, on opening: not again while its page goes back (the API would answer 404).
    await new Promise((r) => setTimeout(r, 20));
    expect(postReads()).toBe(1);
  });
});

describe('글을 가리키지 않는 주소', () => {
  it.each(['/community/abc', '/community/edit/abc'])(
    '%s says the post is not there at once and asks nothing',
    async (path) => {
      renderAt(path, routes);
      expect(await screen.findByRole('button', { name: '커뮤니티로' })).toBeInTheDocument();
      expect(screen.queryByText('입력값을 확인해 주세요.')).not.toBeInTheDocument();
      expect(apiGet).not.toHaveBeenCalled();
    },
  );
});

describe('someone else’s post I reported', () => {
  it.each([
    [
      'hidden by my report (enough people reported it)',
      true,
      '신고가 접수되었어요. 검토가 끝날 때까지 글을 가릴게요.',
    ],
    ['not hidden yet (gone for me alone)', false, '신고가 접수되었어요. 검토 후 조치할게요.'],
  ])('%s: leaves the post at once, back to the results, which no longer list it', async (_, hidden, said) => {
    const user = userEvent.setup();
    let searches = 0;
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/community/search') {
        searches += 1;
        // Read again afterwards (pages by number moved up): the list is right without waiting for that.
        if (searches > 1) return new Promise(() => {});
        return {
          items: [
            makePost({ content: '한강 산책 다녀왔어요' }),
            makePost({ communitySeq: 7, content: '산책 코스 추천해요' }),
          ],
          total: 2,
          page: 0,
          hasNext: false,
        };
      }
      if (url === '/v2/community/42') return makePost();
      if (url === '/v2/community/42/comment-threads') return { items: [], nextCursor: null, nextCount: 0 };
      return [];
    });
    vi.mocked(apiPost).mockClear().mockResolvedValue({ hidden });
    vi.mocked(toast.success).mockClear();
    const { router, queryClient } = renderAt('/community/result?keyword=산책', [
      { path: '/community/result', Component: ResultScreen },
      { path: '/community/:communitySeq', Component: PostScreen },
    ]);
    await screen.findByText('한강 산책 다녀왔어요');
    await act(() => router.navigate('/community/42'));
    await user.click(await screen.findByRole('button', { name: '글 메뉴' }));
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    await user.click(await screen.findByRole('radio', { name: '광고·도배' }));
    await user.click(screen.getByRole('button', { name: '신고하기' }));

    expect(await screen.findByText('산책 코스 추천해요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/result');
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByText('한강 산책 다녀왔어요')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(said);
    expect(apiPost).toHaveBeenCalledExactlyOnceWith('/v2/community/42/report', { reason: 'SPAM' });
    // Gone for me now, the post is not read again while its page goes back (the API would answer 404), and
    // once the page is gone its cached copy is too: opening it again asks the API.
    await new Promise((r) => setTimeout(r, 20));
    expect(postReads()).toBe(1);
    expect(queryClient.getQueryData(queryKeys.community.post(42))).toBeUndefined();
  });
});

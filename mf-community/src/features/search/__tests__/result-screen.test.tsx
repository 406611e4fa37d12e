import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, dialog, useSessionStore } from '@guardian/shared';
import { makePost, renderAt } from '../../../test/render-at';
import { ResultScreen } from '../components/result-screen';
import { SearchScreen } from '../components/search-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);
const page = { items: [makePost()], total: 1, page: 0, size: 20, hasNext: false, nextCursor: null };

const answer = (breeds: 'ok' | 'fail') =>
  get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === '/v2/community/search') return Promise.resolve(page);
    if (breeds === 'fail') return Promise.reject(new Error('network'));
    return Promise.resolve(params?.kind === 'DOG' ? [{ breedSeq: 1, name: '말티즈', kind: 'DOG' }] : []);
  });

const open = (search: string) =>
  renderAt(`/community/result${search}`, [{ path: '/community/result', Component: ResultScreen }]);

// A block body: a function returned from beforeEach runs as its cleanup, and mockReset returns the mock.
beforeEach(() => {
  get.mockReset();
});

describe('커뮤니티 검색 결과', () => {
  it('is a tab page under the shell’s bar: 뒤로 가기 and its name head the page, with no second bar of its own', async () => {
    answer('ok');
    const user = userEvent.setup();
    const { router } = renderAt('/community/search', [
      { path: '/community/result', Component: ResultScreen },
      { path: '/community/search', Component: SearchScreen },
    ]);
    await act(() => router.navigate('/community/result?keyword=%EC%82%B0%EC%B1%85'));
    expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: '검색 결과' });
    // The page's own bar (a <header>) sat under the shell's 가디언 bar: 56 px more, 48 on a phone on its side.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const back = screen.getByRole('button', { name: '뒤로 가기' });
    expect(heading.parentElement).toContainElement(back);
    await user.click(back);
    expect(router.state.location.pathname).toBe('/community/search');
  });

  it('names the breed it filtered by, beside the count', async () => {
    answer('ok');
    open('?breedSeq=1');
    expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#말티즈' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/v2/community/search',
      expect.objectContaining({ breedSeq: 1 }),
      expect.anything(),
    );
  });

  it('tapping the query opens the search screen with this search in it, to change rather than retype', async () => {
    answer('ok');
    const { router } = renderAt('/community/result?keyword=%EC%82%B0%EC%B1%85&breedSeq=1', [
      { path: '/community/result', Component: ResultScreen },
      { path: '/community/search', Component: SearchScreen },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: '‘산책’ #말티즈' }));

    expect(await screen.findByRole('searchbox', { name: '검색어' })).toHaveValue('산책');
    expect(await screen.findByRole('button', { name: '#말티즈' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), ' 코스');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(router.state.location.pathname).toBe('/community/result');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('산책 코스');
    expect(new URLSearchParams(router.state.location.search).get('breedSeq')).toBe('1');
  });

  it('still reads as a breed search when the breeds cannot be loaded, not as an empty query', async () => {
    answer('fail');
    open('?keyword=%EC%82%B0%EC%B1%85&breedSeq=1');
    expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‘산책’ #선택한 품종' })).toBeInTheDocument();
    expect(screen.queryByText('검색어 없음')).not.toBeInTheDocument();
  });

  it.each(['0x1', '1e0', '01', '%2B1', '1.0'])(
    'a breed number not written plainly (?breedSeq=%s) filters by no breed, rather than by 말티즈',
    async (breedSeq) => {
      answer('ok');
      open(`?keyword=%EC%82%B0%EC%B1%85&breedSeq=${breedSeq}`);
      expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '‘산책’' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('/v2/community/search', expect.anything(), expect.anything());
      expect(get).not.toHaveBeenCalledWith(
        '/v2/community/search',
        expect.objectContaining({ breedSeq: expect.anything() }),
        expect.anything(),
      );
    },
  );

  it('a keyword longer than the API takes (a link cut by hand) searches by what fits, emoji whole', async () => {
    answer('ok');
    const long = '🐶' + '산'.repeat(60);
    open(`?keyword=${encodeURIComponent(long)}`);
    expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
    // 50 characters as the API counts them (an emoji is one), not 50 UTF-16 units.
    expect(get).toHaveBeenCalledWith(
      '/v2/community/search',
      expect.objectContaining({ keyword: '🐶' + '산'.repeat(49) }),
      expect.anything(),
    );
  });

  it('a keyword of emoji only is cut at the API’s 50 of them, not at 25', async () => {
    answer('ok');
    open(`?keyword=${encodeURIComponent('🐶'.repeat(60))}`);
    expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/v2/community/search',
      expect.objectContaining({ keyword: '🐶'.repeat(50) }),
      expect.anything(),
    );
  });

  it('a search that fails offers 다시 시도, which shows the results', async () => {
    let fail = true;
    get.mockImplementation((url: string) => {
      if (url !== '/v2/community/search') return Promise.resolve([]);
      if (fail) return Promise.reject(new Error('network'));
      return Promise.resolve(page);
    });
    open('?keyword=%EC%82%B0%EC%B1%85');
    expect(await screen.findByText('검색 결과를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
    expect(screen.getByText('코코랑 한강 산책 다녀왔어요')).toBeInTheDocument();
  });

  it('a next page that fails keeps the results found and offers to try again', async () => {
    let call = 0;
    get.mockImplementation((url: string) => {
      if (url !== '/v2/community/search') return Promise.resolve([]);
      call += 1;
      if (call === 1)
        return Promise.resolve({
          items: [makePost({ content: '산책 코스 추천' })],
          total: 2,
          page: 0,
          size: 20,
          hasNext: true,
          nextCursor: '42',
        });
      if (call === 2) return Promise.reject(new Error('network'));
      return Promise.resolve({
        items: [makePost({ communitySeq: 2, content: '공원 산책' })],
        total: 2,
        page: 0,
        size: 20,
        hasNext: false,
        nextCursor: null,
      });
    });
    const user = userEvent.setup();
    open('?keyword=산책');

    await user.click(await screen.findByRole('button', { name: '더 보기' }));
    const retry = await screen.findByRole('button', { name: '더 불러오지 못했어요. 다시 시도' });
    expect(screen.getByText('산책 코스 추천')).toBeInTheDocument();

    await user.click(retry);
    expect(await screen.findByText('공원 산책')).toBeInTheDocument();
    expect(screen.getByText('산책 코스 추천')).toBeInTheDocument();
  });

  it('asks for each next page after the last post the page before served (its cursor), never by page number', async () => {
    const pages: Record<string, object> = {
      first: {
        items: [makePost({ communitySeq: 30, content: '산책 첫 글' })],
        total: 3,
        page: 0,
        size: 20,
        hasNext: true,
        nextCursor: '30',
      },
      '30': {
        items: [makePost({ communitySeq: 20, content: '산책 둘째 글' })],
        total: 3,
        page: 0,
        size: 20,
        hasNext: true,
        nextCursor: '20',
      },
      '20': {
        items: [makePost({ communitySeq: 10, content: '산책 셋째 글' })],
        total: 3,
        page: 0,
        size: 20,
        hasNext: false,
        nextCursor: null,
      },
    };
    get.mockImplementation((url: string, params?: Record<string, unknown>) =>
      url === '/v2/community/search'
        ? Promise.resolve(pages[(params?.cursor as string | undefined) ?? 'first'])
        : Promise.resolve([]),
    );
    const user = userEvent.setup();
    open('?keyword=%EC%82%B0%EC%B1%85');

    expect(await screen.findByText('산책 첫 글')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('산책 둘째 글')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('산책 셋째 글')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();

    const asked = get.mock.calls
      .filter(([url]) => url === '/v2/community/search')
      .map(([, params]) => params);
    expect(asked).toEqual([
      { keyword: '산책', size: 20 },
      { keyword: '산책', size: 20, cursor: '30' },
      { keyword: '산책', size: 20, cursor: '20' },
    ]);
  });

  describe('글쓰기 when nothing was found', () => {
    const nothing = () =>
      get.mockImplementation((url: string) =>
        Promise.resolve(
          url === '/v2/community/search' ? { items: [], total: 0, page: 0, hasNext: false } : [],
        ),
      );
    const openEmpty = () =>
      renderAt('/community/result?keyword=%EB%AA%A8%EB%9E%98', [
        { path: '/community/result', Component: ResultScreen },
        { path: '/community/edit', element: <p>글쓰기 화면</p> },
        { path: '/auth', element: <p>로그인 화면</p> },
      ]);

    it('logged out, explains that writing needs an account before going to the login page, which comes back to the editor', async () => {
      useSessionStore.setState({ token: null, user: null });
      nothing();
      const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
      const { router } = openEmpty();
      await userEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
      expect(confirm).toHaveBeenCalledWith(
        expect.objectContaining({ text: '로그인이 필요해요', subText: '글은 로그인한 뒤에 쓸 수 있어요.' }),
      );
      expect(screen.getByText('찾는 글이 없어요')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: '글쓰기' }));
      expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
      expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/community/edit')}`);
    });

    it('logged in, opens the editor', async () => {
      useSessionStore.setState({ token: 't' });
      nothing();
      openEmpty();
      await userEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
      expect(await screen.findByText('글쓰기 화면')).toBeInTheDocument();
    });
  });
});

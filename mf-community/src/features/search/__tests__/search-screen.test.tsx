import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { SearchScreen } from '../components/search-screen';
import { RECENT_SEARCHES_KEY } from '../lib/recent-searches';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
  get.mockResolvedValue([]);
});

describe('커뮤니티 검색', () => {
  it('searching opens the result page and keeps the word in recent searches, which can be deleted', async () => {
    const view = renderAt('/community/search', [
      { path: '/community/search', Component: SearchScreen },
      { path: '/community/result', Component: () => <p>결과 화면</p> },
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), '산책');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('결과 화면')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?keyword=%EC%82%B0%EC%B1%85');
    view.unmount();

    renderAt('/community/search', [{ path: '/community/search', Component: SearchScreen }]);
    expect(screen.getByRole('button', { name: '산책' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '최근 검색어 산책 삭제' }));
    expect(screen.getByText(/최근 검색어가 없어요/)).toBeInTheDocument();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('[]');
  });

  it('검색 with nothing typed or picked says what it waits for, and a tap goes into the box instead of doing nothing', async () => {
    const view = renderAt('/community/search', [
      { path: '/community/search', Component: SearchScreen },
      { path: '/community/result', Component: () => <p>결과 화면</p> },
    ]);
    // Grey, yet reached by a screen reader and described (a disabled 검색 was skipped and a tap did nothing).
    const search = screen.getByRole('button', { name: '검색' });
    expect(search).toHaveAttribute('aria-disabled', 'true');
    expect(search).toBeEnabled();
    expect(search).toHaveAccessibleDescription('검색어를 입력하거나 품종을 골라 주세요.');

    await userEvent.click(search);
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveFocus();
    expect(view.router.state.location.pathname).toBe('/community/search');
    // Spaces alone are nothing to look for either, from the keyboard's 검색 as from the button.
    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), '  {Enter}');
    expect(view.router.state.location.pathname).toBe('/community/search');
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), '미용');
    expect(search).not.toHaveAttribute('aria-disabled');
    expect(search).not.toHaveAccessibleDescription();
    await userEvent.click(search);
    expect(await screen.findByText('결과 화면')).toBeInTheDocument();
  });

  describe('a search as long as the API takes (50 characters, an emoji being one)', () => {
    const screens = () =>
      renderAt('/community/search', [
        { path: '/community/search', Component: SearchScreen },
        { path: '/community/result', Component: () => <p>결과 화면</p> },
      ]);

    it('takes 50 emoji whole, where the box’s maxlength was full at 25 and cut the rest of a paste', async () => {
      const view = screens();
      const box = screen.getByRole('searchbox', { name: '검색어' });
      expect(box).not.toHaveAttribute('maxlength');
      await userEvent.click(box);
      await userEvent.paste('🐶'.repeat(50));
      expect(box).toHaveValue('🐶'.repeat(50));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '검색' }));
      expect(await screen.findByText('결과 화면')).toBeInTheDocument();
      expect(new URLSearchParams(view.router.state.location.search).get('keyword')).toBe('🐶'.repeat(50));
    });

    it('a longer one stays as typed and says how much to cut; 검색 waits till it fits, as the API would refuse it', async () => {
      const view = screens();
      const box = screen.getByRole('searchbox', { name: '검색어' });
      await userEvent.click(box);
      await userEvent.paste('가'.repeat(55));
      expect(box).toHaveValue('가'.repeat(55));
      const message = '검색어는 50자까지 쓸 수 있어요. 5자를 줄여 주세요.';
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(message);
      const search = screen.getByRole('button', { name: '검색' });
      expect(search).toHaveAttribute('aria-disabled', 'true');
      expect(search).toHaveAccessibleDescription(message);

      // Neither the button nor the keyboard's 검색 searches: the focus stays in the box, nothing is kept as recent.
      await userEvent.click(search);
      expect(box).toHaveFocus();
      await userEvent.type(box, '{Enter}');
      expect(view.router.state.location.pathname).toBe('/community/search');
      expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
      expect(box).toHaveValue('가'.repeat(55));

      await userEvent.type(box, '{Backspace}'.repeat(5));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(box).not.toHaveAttribute('aria-invalid');
      await userEvent.click(search);
      expect(await screen.findByText('결과 화면')).toBeInTheDocument();
      expect(new URLSearchParams(view.router.state.location.search).get('keyword')).toBe('가'.repeat(50));
    });
  });

  it('forgets the recent searches at logout, so the next person on this phone does not see them', async () => {
    localStorage.setItem('guardian:community-recent-searches', JSON.stringify(['예전 검색어']));
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['우리집주소13동']));
    useSessionStore.getState().leave('/my-info/setting');
    renderAt('/community/search', [{ path: '/community/search', Component: SearchScreen }]);
    expect(screen.getByText(/최근 검색어가 없어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '우리집주소13동' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예전 검색어' })).not.toBeInTheDocument();
    expect(localStorage.getItem('guardian:community-recent-searches')).toBeNull();
  });

  it('moves the focus to the next recent search after one is deleted, and to the heading when none is left', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['산책', '사료', '미용']));
    renderAt('/community/search', [{ path: '/community/search', Component: SearchScreen }]);

    await userEvent.click(screen.getByRole('button', { name: '최근 검색어 사료 삭제' }));
    expect(screen.getByRole('button', { name: '최근 검색어 미용 삭제' })).toHaveFocus();
    // The last one deleted: the one before it takes the focus.
    await userEvent.click(screen.getByRole('button', { name: '최근 검색어 미용 삭제' }));
    expect(screen.getByRole('button', { name: '최근 검색어 산책 삭제' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(screen.getByText(/최근 검색어가 없어요/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '최근 검색어' })).toHaveFocus();
  });

  it('opened with a search, starts with its words and its breed, shown even when not a popular one', async () => {
    get.mockImplementation((url: string, params?: Record<string, unknown>) =>
      Promise.resolve(
        url !== '/v2/breeds'
          ? []
          : params?.kind === 'DOG'
            ? [
                { breedSeq: 1, name: '말티즈', kind: 'DOG' },
                { breedSeq: 30, name: '진돗개', kind: 'DOG' },
              ]
            : [],
      ),
    );
    renderAt('/community/search?keyword=%EC%82%B0%EC%B1%85&breedSeq=30', [
      { path: '/community/search', Component: SearchScreen },
    ]);
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('산책');
    expect(await screen.findByRole('button', { name: '#진돗개' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '#말티즈' })).toHaveAttribute('aria-pressed', 'false');

    // Taken off, it stays there to be put back.
    await userEvent.click(screen.getByRole('button', { name: '#진돗개' }));
    expect(screen.getByRole('button', { name: '#진돗개' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the popular breed chips, disabled, while the breeds load, then enabled (nothing below moves)', async () => {
    const answers: Record<string, (v: unknown) => void> = {};
    get.mockImplementation((url: string, params?: Record<string, unknown>) =>
      url === '/v2/breeds'
        ? new Promise((resolve) => (answers[String(params?.kind)] = resolve))
        : Promise.resolve([]),
    );
    renderAt('/community/search', [{ path: '/community/search', Component: SearchScreen }]);
    expect(screen.getByRole('button', { name: '#말티즈' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '#러시안 블루' })).toBeDisabled();
    await waitFor(() => expect(Object.keys(answers)).toHaveLength(2));
    answers.DOG!([{ breedSeq: 1, name: '말티즈', kind: 'DOG' }]);
    answers.CAT!([{ breedSeq: 9, name: '러시안 블루', kind: 'CAT' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: '#말티즈' })).toBeEnabled());
  });

  it('says the breeds could not be loaded when one kind fails, and shows the chips after 다시 시도', async () => {
    let catsFail = true;
    get.mockImplementation((url: string, params?: Record<string, unknown>) => {
      if (url !== '/v2/breeds') return Promise.resolve([]);
      if (params?.kind === 'DOG') return Promise.resolve([{ breedSeq: 1, name: '말티즈', kind: 'DOG' }]);
      return catsFail
        ? Promise.reject(new Error('network'))
        : Promise.resolve([{ breedSeq: 9, name: '러시안 블루', kind: 'CAT' }]);
    });
    renderAt('/community/search', [{ path: '/community/search', Component: SearchScreen }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('품종을 불러오지 못했어요.');
    expect(screen.queryByRole('button', { name: '#말티즈' })).not.toBeInTheDocument();
    // The search box still works while the breeds are missing.
    expect(screen.getByRole('searchbox', { name: '검색어' })).toBeEnabled();

    catsFail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '#러시안 블루' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '#말티즈' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

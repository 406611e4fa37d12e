import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { SearchScreen } from '../components/search-screen';

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
    expect(localStorage.getItem('guardian:community-recent-searches')).toBe('[]');
  });
});

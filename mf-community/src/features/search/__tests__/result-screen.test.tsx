import { screen } from '@testing-library/react';
import { apiGet } from '@guardian/shared';
import { makePost, renderAt } from '../../../test/render-at';
import { ResultScreen } from '../components/result-screen';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const get = vi.mocked(apiGet);
const page = { items: [makePost()], total: 1, page: 0, hasNext: false };

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

  it('still reads as a breed search when the breeds cannot be loaded, not as an empty query', async () => {
    answer('fail');
    open('?keyword=%EC%82%B0%EC%B1%85&breedSeq=1');
    expect(await screen.findByText('검색 결과 1개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‘산책’ #선택한 품종' })).toBeInTheDocument();
    expect(screen.queryByText('검색어 없음')).not.toBeInTheDocument();
  });
});

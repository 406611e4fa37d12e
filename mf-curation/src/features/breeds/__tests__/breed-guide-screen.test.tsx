import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { apiGet, publicGet } from '@guardian/shared';
import { BreedGuideScreen } from '../components/breed-guide-screen';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

const DOGS = [
  { breedSeq: 1, kind: 'DOG', name: '말티즈' },
  { breedSeq: 6, kind: 'DOG', name: '포메라니안' },
  { breedSeq: 12, kind: 'DOG', name: '웰시 코기' },
  { breedSeq: 40, kind: 'DOG', name: '퍼그' },
];

function serve(url: string) {
  if (url === '/v2/breeds') return Promise.resolve(DOGS as never);
  if (url === '/v2/curation/breeds') return Promise.resolve({ breedSeqs: [1, 6] } as never);
  return Promise.reject(new Error(`unexpected ${url}`));
}

beforeEach(() => {
  vi.mocked(apiGet).mockImplementation(serve);
  vi.mocked(publicGet).mockImplementation(serve);
});

function renderGuide() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/curation/breed']}>
        <BreedGuideScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('품종 가이드', () => {
  it('finds 포메라니안 by ㅍㅁ, marks breeds that have care notes, and links to the breed page', async () => {
    renderGuide();
    expect(await screen.findByRole('link', { name: /말티즈/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: 'ㅍㅁ' } });
    const pom = await screen.findByRole('link', { name: /포메라니안/ });
    expect(screen.queryByRole('link', { name: /말티즈/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /퍼그/ })).not.toBeInTheDocument();
    expect(pom).toHaveTextContent('관리 노트');
    expect(pom).toHaveAttribute('href', '/curation/breed?breedSeq=6');
  });

  it('says what to try when nothing matches', async () => {
    renderGuide();
    await screen.findByRole('link', { name: /말티즈/ });
    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: 'ㅎㅎㅎ' } });
    expect(await screen.findByText('찾는 품종이 없어요')).toBeInTheDocument();
  });
});

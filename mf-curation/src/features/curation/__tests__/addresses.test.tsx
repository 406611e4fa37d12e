// A link whose number is not written plainly (/curation/review/0x10, /curation/0x10/1e1) names no content: the
// screen says so at once and asks the API nothing, rather than opening review 16 or content 16/10.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiGet, publicGet } from '@guardian/shared';
import { ContentScreen } from '../components/content-screen';
import { ReviewScreen } from '../components/review-screen';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/curation/review/:id', element: <ReviewScreen /> },
      { path: '/curation/:curationSeq/:curationContentsSeq', element: <ContentScreen /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // Were it asked, the answer would never come: the screen would wait instead of saying anything.
  vi.mocked(apiGet)
    .mockReset()
    .mockReturnValue(new Promise(() => {}));
  vi.mocked(publicGet)
    .mockReset()
    .mockReturnValue(new Promise(() => {}));
});

describe('a mangled link to curation', () => {
  it.each(['/curation/0x10/1', '/curation/16/1e1', '/curation/016/%2B10', '/curation/16.0/10'])(
    '%s says the content is not there and asks for none',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('글을 찾을 수 없어요')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '홈으로 가기' })).toBeInTheDocument();
      expect(apiGet).not.toHaveBeenCalled();
      expect(publicGet).not.toHaveBeenCalled();
    },
  );

  it.each(['/curation/review/0x10', '/curation/review/1e1', '/curation/review/%2016'])(
    '%s says the review is not there and asks for none',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('리뷰를 찾을 수 없어요')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '홈으로 가기' })).toBeInTheDocument();
      expect(apiGet).not.toHaveBeenCalled();
      expect(publicGet).not.toHaveBeenCalled();
    },
  );
});

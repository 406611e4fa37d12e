// 사진 저장 on a busy phone: a double tap lands before the buttons are drawn disabled, and must save once.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiGet, saveBlob, useSessionStore } from '@guardian/shared';
import { doubleTap } from '@guardian/shared/test/double-tap';
import type { AiOrder } from '../api/types';
import { downloadPicture, downloadZip } from '../api/download-zip';
import { CompleteDownloadScreen } from '../components/complete-download-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
  saveBlob: vi.fn(),
}));
vi.mock('../api/download-zip', () => ({ downloadZip: vi.fn(), downloadPicture: vi.fn() }));

const result = (resultSeq: number, styleName: string) => ({
  resultSeq,
  style: 'PASTEL' as const,
  styleName,
  url: `https://cdn.example/${resultSeq}.jpg`,
  thumbnailUrl: `https://cdn.example/${resultSeq}-t.jpg`,
  srcSet: `https://cdn.example/${resultSeq}-320.webp 320w`,
  fileName: `coco-${resultSeq}.jpg`,
});
const order = {
  orderSeq: 7,
  petName: '코코',
  status: 'DONE',
  results: [result(1, '파스텔 하트'), result(2, '스튜디오 화보')],
} as unknown as AiOrder;

function renderScreen() {
  const router = createMemoryRouter(
    [{ path: '/ai-profile/complete-download', element: <CompleteDownloadScreen /> }],
    {
      initialEntries: ['/ai-profile/complete-download?orderSeq=7'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset().mockResolvedValue(order);
  vi.mocked(saveBlob).mockReset();
  vi.mocked(downloadZip)
    .mockReset()
    .mockResolvedValue(new Blob(['zip']));
  vi.mocked(downloadPicture)
    .mockReset()
    .mockResolvedValue(new Blob(['jpg']));
});
afterEach(() => useSessionStore.setState({ token: null, user: null }));

describe('사진 저장, tapped twice at once', () => {
  it('모두 받기 (ZIP) downloads the ZIP once', async () => {
    renderScreen();
    doubleTap(await screen.findByRole('button', { name: '모두 받기 (ZIP)' }));
    expect(await screen.findAllByText('✓ 저장됨')).toHaveLength(2);
    expect(downloadZip).toHaveBeenCalledTimes(1);
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });

  it('one picture’s 저장 saves it once', async () => {
    renderScreen();
    doubleTap(await screen.findByRole('button', { name: '파스텔 하트 저장' }));
    expect(await screen.findByText('✓ 저장됨')).toBeInTheDocument();
    expect(downloadPicture).toHaveBeenCalledTimes(1);
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });
});

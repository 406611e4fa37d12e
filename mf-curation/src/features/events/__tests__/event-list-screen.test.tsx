import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ApiError, publicGet } from '@guardian/shared';
import type { EventCard } from '../../../api/types';
import { EventListScreen } from '../components/event-list-screen';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  publicGet: vi.fn(),
}));

const card = (eventSeq: number, title: string, status: EventCard['status']): EventCard => ({
  eventSeq,
  title,
  summary: `${title} 안내`,
  coverImageUrl: `https://img.example.com/e${eventSeq}.svg`,
  startDate: '2026-09-30',
  endDate: '2026-11-09',
  status,
  hasCoupon: false,
});

function renderList(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/event']}>
        <EventListScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('이벤트 /event', () => {
  it('opened straight at it (a banner shared, a push), "<" leads to 홈, the tab it belongs to, not 매장･예약', async () => {
    vi.mocked(publicGet).mockResolvedValue([card(1, '첫 미용 20% 할인', 'RUNNING')]);
    const router = createMemoryRouter(
      [
        { path: '/event', element: <EventListScreen /> },
        { path: '/curation', element: <p>홈 화면</p> },
        { path: '/', element: <p>매장･예약 화면</p> },
      ],
      { initialEntries: ['/event'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
  });

  it('names an ended event once as 종료, though its poster is marked too', async () => {
    vi.mocked(publicGet).mockResolvedValue([
      card(1, '첫 미용 20% 할인', 'RUNNING'),
      card(4, '데이케어 첫 방문 혜택', 'ENDED'),
    ]);
    renderList();
    const ended = await screen.findByRole('link', { name: /데이케어 첫 방문 혜택/ });
    expect(ended).toHaveAttribute('href', '/event/4');
    expect(ended).toHaveAccessibleName(/^종료\s*데이케어 첫 방문 혜택/);
    expect(ended).not.toHaveAccessibleName(/종료\s*종료/);
    expect(screen.getByRole('link', { name: /첫 미용 20% 할인/ })).toHaveAccessibleName(
      /^진행 중\s*첫 미용 20% 할인/,
    );
  });

  it('offers 쿠폰 on a running event with one, not on an ended one whose coupon can no longer be had', async () => {
    vi.mocked(publicGet).mockResolvedValue([
      { ...card(1, '첫 미용 20% 할인', 'RUNNING'), hasCoupon: true },
      { ...card(4, '데이케어 첫 방문 혜택', 'ENDED'), hasCoupon: true },
    ]);
    renderList();
    expect(await screen.findByRole('link', { name: /첫 미용 20% 할인/ })).toHaveTextContent('쿠폰');
    expect(screen.getByRole('link', { name: /데이케어 첫 방문 혜택/ })).toHaveTextContent(
      '2026년 9월 30일 ~ 11월 9일',
    );
    expect(screen.getByRole('link', { name: /데이케어 첫 방문 혜택/ })).not.toHaveTextContent('쿠폰');
  });

  it('keeps the list when it is opened again (back from an event) and the refresh fails', async () => {
    vi.mocked(publicGet).mockResolvedValue([card(1, '첫 미용 20% 할인', 'RUNNING')]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderList(queryClient);
    expect(await screen.findByRole('link', { name: /첫 미용 20% 할인/ })).toBeInTheDocument();
    first.unmount();

    vi.mocked(publicGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    renderList(queryClient);
    await waitFor(() => expect(queryClient.getQueryState(['events', 'list'])?.status).toBe('error'));

    expect(screen.getByRole('link', { name: /첫 미용 20% 할인/ })).toBeInTheDocument();
    expect(screen.queryByText('네트워크 연결을 확인해 주세요.')).not.toBeInTheDocument();
  });
});

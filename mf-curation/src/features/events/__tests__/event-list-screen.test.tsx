import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { publicGet } from '@guardian/shared';
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

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/event']}>
        <EventListScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('이벤트 /event', () => {
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
});

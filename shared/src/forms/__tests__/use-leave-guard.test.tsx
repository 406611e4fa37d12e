import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type Location } from 'react-router-dom';
import { useLeaveGuard } from '../use-leave-guard';

const QUESTION = {
  text: '수정한 내용을 저장하지 않고 나갈까요?',
  subText: '나가면 수정한 내용이 사라져요.',
  stayText: '계속 수정',
};

function renderForm(leaves?: (current: Location, next: Location) => boolean) {
  function Form() {
    const { dialog } = useLeaveGuard(true, QUESTION, leaves);
    return (
      <>
        <p>수정 화면</p>
        {dialog}
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/edit', Component: Form },
      { path: '/home', element: <p>홈 화면</p> },
    ],
    { initialEntries: ['/home', '/edit?mode=a'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('useLeaveGuard', () => {
  it('holds a move to another page until 나가기, and lets a step on the same page through', async () => {
    const router = renderForm();
    await act(() => router.navigate('/edit?mode=b'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=b');

    await act(() => router.navigate('/home'));
    const ask = await screen.findByRole('dialog', { name: QUESTION.text });
    expect(router.state.location.pathname).toBe('/edit');
    await userEvent.click(within(ask).getByRole('button', { name: '나가기' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
  });

  it('holds what the screen says is leaving: here, a step off ?mode=a on the same page', async () => {
    const router = renderForm((_current, next) => new URLSearchParams(next.search).get('mode') !== 'a');
    await act(() => router.navigate('/edit?mode=b'));
    const ask = await screen.findByRole('dialog', { name: QUESTION.text });
    expect(router.state.location.search).toBe('?mode=a');

    await userEvent.click(within(ask).getByRole('button', { name: '계속 수정' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=a');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../routes/error-screen';
import { renderRoutes } from '../../../test/render';

const tree = (): RouteObject[] => [
  { path: '/error', element: <ErrorScreen /> },
  { path: '/coupon', element: <p>쿠폰 화면</p> },
  { path: '/', element: <p>홈 화면</p> },
];

describe('/error 다시 시도', () => {
  it('goes back to the page that failed', async () => {
    const { router } = renderRoutes(tree(), { path: '/coupon' });
    await act(() => router.navigate('/error'));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('쿠폰 화면')).toBeInTheDocument();
  });

  it('opened as the first page (nothing behind it), leads home instead of doing nothing', async () => {
    const { router } = renderRoutes(tree(), { path: '/error' });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

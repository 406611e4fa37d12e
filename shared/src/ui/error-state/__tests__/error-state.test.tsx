import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ErrorState } from '../error-state';

const notFound = new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '주문을 찾을 수 없어요.' });
const down = new ApiError({
  status: 503,
  resultCode: 'INTERNAL_ERROR',
  message: '잠시 후 다시 시도해 주세요.',
});

describe('ErrorState', () => {
  it('shows the error’s own Korean message and 다시 시도 when asking again can help', async () => {
    const onRetry = vi.fn();
    render(<ErrorState error={down} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no 다시 시도 for an answer a retry cannot change (not found)', () => {
    render(<ErrorState error={notFound} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('주문을 찾을 수 없어요.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses the fallback when the error has no message of its own, and `message` over both', () => {
    const { rerender } = render(
      <ErrorState error={new Error('boom')} fallback="리뷰를 불러오지 못했어요." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('리뷰를 불러오지 못했어요.');
    rerender(<ErrorState error={down} message="메시지를 불러오지 못했어요." />);
    expect(screen.getByRole('alert')).toHaveTextContent('메시지를 불러오지 못했어요.');
  });

  it('offers the way on, named for where it goes, instead of a retry', async () => {
    const onClick = vi.fn();
    render(
      <ErrorState message="삭제되었거나 볼 수 없는 글이에요." action={{ label: '커뮤니티로', onClick }} />,
    );
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '커뮤니티로' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('for a page that needs login, offers 로그인하기 back to this page instead of a retry', async () => {
    const needsLogin = new ApiError({
      status: 401,
      resultCode: 'UNAUTHORIZED',
      message: '로그인이 필요해요.',
    });
    const router = createMemoryRouter(
      [
        { path: '/coupon', element: <ErrorState error={needsLogin} onRetry={vi.fn()} /> },
        { path: '/auth', element: <p>로그인</p> },
      ],
      { initialEntries: ['/coupon?tab=used'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent('로그인이 필요해요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByText('로그인')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/coupon?tab=used')}`);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { QueryState, type QueryLike } from '../query-state';

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const renderState = (q: QueryLike<string[]>) =>
  render(
    <QueryState
      query={q}
      skeleton={<div aria-busy="true" aria-label="불러오는 중" />}
      isEmpty={(pets) => pets.length === 0}
      empty={{ title: '등록된 반려동물이 없어요' }}
    >
      {(pets) => (
        <ul>
          {pets.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the skeleton while loading', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByLabelText('불러오는 중')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error message with 다시 시도 that refetches', async () => {
    const q = query({
      isError: true,
      error: new ApiError({ status: 500, resultCode: 'X', message: '서버 오류예요.' }),
    });
    renderState(q);
    expect(screen.getByRole('alert')).toHaveTextContent('서버 오류예요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it('shows the server’s answer without 다시 시도 when a retry would get the same answer (404)', () => {
    renderState(
      query({
        isError: true,
        error: new ApiError({
          status: 404,
          resultCode: 'NOT_FOUND',
          message: '반려동물을 찾을 수 없어요.',
        }),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('반려동물을 찾을 수 없어요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('offers the named way on when what was asked for is gone', async () => {
    const goList = vi.fn();
    render(
      <QueryState
        query={query({
          isError: true,
          error: new ApiError({
            status: 404,
            resultCode: 'NOT_FOUND',
            message: '공지사항을 찾을 수 없어요.',
          }),
        })}
        skeleton={null}
        errorAction={{ label: '공지사항 목록', onClick: goList }}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('공지사항을 찾을 수 없어요.');
    await userEvent.click(screen.getByRole('button', { name: '공지사항 목록' }));
    expect(goList).toHaveBeenCalled();
  });

  it('says at once that an address naming no record is not there, with the way on, instead of a skeleton', () => {
    render(
      <QueryState
        query={query({ isPending: true })}
        skeleton={<div aria-busy="true" aria-label="불러오는 중" />}
        notFound="공지사항을 찾을 수 없어요."
        errorAction={{ label: '공지사항 목록', onClick: vi.fn() }}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('공지사항을 찾을 수 없어요.');
    expect(screen.getByRole('button', { name: '공지사항 목록' })).toBeInTheDocument();
    expect(screen.queryByLabelText('불러오는 중')).not.toBeInTheDocument();
  });

  it('shows the empty state when the data is empty, else the content', () => {
    const { rerender } = renderState(query({ data: [] }));
    expect(screen.getByText('등록된 반려동물이 없어요')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: ['보리', '콩이'] })} skeleton={null} isEmpty={(p) => p.length === 0}>
        {(pets) => <p>{pets.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('보리, 콩이')).toBeInTheDocument();
  });

  it('keeps data on screen when a background refetch fails', () => {
    renderState(query({ data: ['보리'], isError: true, error: new Error('x') }));
    expect(screen.getByText('보리')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

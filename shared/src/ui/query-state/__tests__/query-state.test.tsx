import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, noResponseError } from '../../../api/api-error';
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

  it('shows the refusal instead of the data when a refetch is refused (403: no longer the person’s)', () => {
    renderState(
      query({
        data: ['보리'],
        isError: true,
        error: new ApiError({ status: 403, resultCode: 'FORBIDDEN', message: '권한이 없어요.' }),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('권한이 없어요.');
    expect(screen.queryByText('보리')).not.toBeInTheDocument();
  });

  it('keeps the pages shown when only a further page was refused (the list has its own retry)', () => {
    renderState(
      query({
        data: ['보리'],
        isError: true,
        isFetchNextPageError: true,
        error: new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '찾을 수 없어요.' }),
      }),
    );
    expect(screen.getByText('보리')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** The notice screen's shape: one notice, 공지사항 목록 as the way on. */
function NoticeScreen({ fetchNotice }: { fetchNotice: () => Promise<{ title: string; body: string }> }) {
  const notice = useQuery({ queryKey: ['notice', 14], queryFn: fetchNotice, retry: false });
  return (
    <QueryState
      query={notice}
      skeleton={<div aria-busy="true" aria-label="공지를 불러오는 중" />}
      errorFallback="공지를 불러오지 못했어요."
      errorAction={{ label: '공지사항 목록', onClick: () => {} }}
    >
      {(n) => (
        <article>
          <h1>{n.title}</h1>
          <p>{n.body}</p>
        </article>
      )}
    </QueryState>
  );
}

describe('QueryState over a cached record opened again', () => {
  const notice = { title: '휴무 안내', body: '12월 24일은 휴무입니다.' };

  /** Opens the notice, leaves, and opens it again: the cached notice shows while the refetch asks `again`. */
  async function openAgain(again: () => Promise<typeof notice>) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
    const fetchNotice = vi.fn(async () => notice);
    const open = () =>
      render(
        <QueryClientProvider client={client}>
          <NoticeScreen fetchNotice={fetchNotice} />
        </QueryClientProvider>,
      );
    const first = open();
    expect(await screen.findByText('12월 24일은 휴무입니다.')).toBeInTheDocument();
    first.unmount();
    fetchNotice.mockImplementation(again);
    open();
    expect(screen.getByText('12월 24일은 휴무입니다.')).toBeInTheDocument();
    // The refetch has answered (failed).
    await waitFor(() => expect(client.getQueryState(['notice', 14])?.status).toBe('error'));
    expect(fetchNotice).toHaveBeenCalledTimes(2);
  }

  it('says the notice the shop deleted is gone (404), with the way to the list, instead of its old text', async () => {
    await openAgain(async () => {
      throw new ApiError({
        status: 404,
        resultCode: 'NOTICE_NOT_FOUND',
        message: '공지사항을 찾을 수 없어요.',
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('공지사항을 찾을 수 없어요.');
    expect(screen.queryByText('12월 24일은 휴무입니다.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '공지사항 목록' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('keeps the notice on screen when the refetch got no answer (offline)', async () => {
    await openAgain(async () => {
      throw noResponseError('NETWORK_ERROR');
    });
    expect(screen.getByText('12월 24일은 휴무입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the notice on screen when the refetch met a server error (5xx)', async () => {
    await openAgain(async () => {
      throw new ApiError({
        status: 503,
        resultCode: 'SERVICE_UNAVAILABLE',
        message: '잠시 후 다시 시도해 주세요.',
      });
    });
    expect(screen.getByText('12월 24일은 휴무입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../empty-state/empty-state';
import { ErrorState, type ErrorStateProps } from '../error-state/error-state';
import { showsError } from './shows-error';

/** The part of a TanStack query result this needs (useQuery and useSuspenseQuery fit). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** An infinite query's: only a further page failed (the pages shown stay). */
  isFetchNextPageError?: boolean;
  isFetchPreviousPageError?: boolean;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shaped like the content (Skeleton blocks), never a spinner; mark its wrapper `aria-busy`. */
  skeleton: ReactNode;
  /** When it says true, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyStateProps;
  /** Shown when the error carries no Korean message of its own (default: errorMessage's). */
  errorFallback?: string;
  /** The way on when it failed, named for where it goes (공지사항 목록): what a detail that is gone offers. */
  errorAction?: ErrorStateProps['action'];
  /**
   * Set when the address names no record (`routeId` gave null): this text and `errorAction` show at once, the
   * way the server's 404 would read, and nothing waits on a query that is not asked.
   */
  notFound?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error (with 다시 시도 when asking again can help), empty and content for one query, so every screen answers the
 * four cases the same way. Data already on screen stays during a background refetch, and when that refetch failed on
 * the way (offline, a 5xx); a refusal (the record is gone or not the person's: 404, 403, 410) shows the error and the
 * way on instead, as a first load would (showsError).
 */
export function QueryState<T>({
  query,
  skeleton,
  isEmpty,
  empty,
  errorFallback,
  errorAction,
  notFound,
  children,
}: QueryStateProps<T>) {
  if (notFound !== undefined) return <ErrorState message={notFound} action={errorAction} />;
  if (showsError(query))
    return (
      <ErrorState
        error={query.error}
        fallback={errorFallback}
        onRetry={() => void query.refetch()}
        action={errorAction}
      />
    );
  if (query.data !== undefined) {
    if (isEmpty?.(query.data) && empty) return <EmptyState {...empty} />;
    return <>{children(query.data)}</>;
  }
  return <>{skeleton}</>;
}

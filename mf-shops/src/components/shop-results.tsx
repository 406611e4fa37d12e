// A shop search's results, page by page as the list scrolls: a skeleton until the first page,
// the error with retry, the empty state, or the count and the list. A note about the results (the
// location they are measured from) comes with the first page, never above the skeleton: appearing
// there later, it pushed the skeleton down (a layout shift of 0.031 on /online-reservation). A failed next page keeps
// the loaded ones on screen with a retry button below them.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, ErrorState, errorMessage, formatCount, type Page, type ShopSummary } from '@guardian/shared';
import { showsError } from '../lib/shows-error';
import { LoadMoreSentinel } from './load-more-sentinel';
import styles from './shop-results.module.css';

interface ShopResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<ShopSummary>>>;
  /** Placeholder rows: several for the first page, one while the next page loads. */
  skeleton: (rows: number) => ReactNode;
  empty: ReactNode;
  children: (shops: ShopSummary[]) => ReactNode;
  /** Shown below the last page. */
  end?: ReactNode;
  /** Shown above the results (or the empty state) once the first page is there. */
  note?: ReactNode;
}

export function ShopResults({ query, skeleton, empty, children, end, note }: ShopResultsProps) {
  const nextPageFailed = query.isFetchNextPageError;
  const loadMore = () => void query.fetchNextPage();
  // A refetch that fails on the way (the list opened again after its 10 minutes, on a bad connection) keeps the
  // shops shown, like a failed next page.
  if (!nextPageFailed && showsError(query)) {
    return (
      <ErrorState
        error={query.error}
        fallback="매장을 불러오지 못했어요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return skeleton(4);
  const shops = query.data.pages.flatMap((p) => p.items);
  if (shops.length === 0)
    return (
      <>
        {note}
        {empty}
      </>
    );
  const total = query.data.pages[0]?.total ?? shops.length;
  return (
    <>
      {note}
      <p className={styles.count}>매장 {formatCount(total)}곳</p>
      {children(shops)}
      {query.isFetchingNextPage ? skeleton(1) : null}
      <LoadMoreSentinel
        disabled={!query.hasNextPage || query.isFetchingNextPage || nextPageFailed}
        onVisible={loadMore}
      />
      {nextPageFailed && !query.isFetchingNextPage ? (
        <>
          {/* Why the list stopped, as the shared 더 보기 says it: a button alone reads as more to load. */}
          <p className={styles.moreError} role="alert">
            {errorMessage(query.error, '더 불러오지 못했어요. 다시 시도해 주세요.')}
          </p>
          <Button variant="secondary" onClick={loadMore}>
            더 불러오기
          </Button>
        </>
      ) : null}
      {!query.hasNextPage ? end : null}
    </>
  );
}

// 더 보기 under a paged list (an infinite query). A page that does not arrive says why above the button and the
// list already shown stays: a screen must not read a failed next page as the whole list's failure (the query's
// isError is true for both) and swap every row for an error. Show the full error only while there is no data.
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { Button, type ButtonProps } from '../button/button';
import styles from './load-more.module.css';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
>;

export interface LoadMoreProps {
  query: PagedQuery;
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}

export function LoadMore({ query, label = '더 보기', variant = 'tertiary', className }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className={className}>
      {query.isFetchNextPageError && !query.isFetchingNextPage ? (
        <p className={styles.error} role="alert">
          {errorMessage(query.error, '더 불러오지 못했어요. 다시 시도해 주세요.')}
        </p>
      ) : null}
      <Button variant={variant} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {label}
      </Button>
    </div>
  );
}

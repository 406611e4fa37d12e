// `/shop/result`: shops matching the filters in the URL, loaded page by page as the list
// scrolls. 가까운순 measures from the device (or Seoul City Hall when it cannot tell).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageHeader, Skeleton, errorMessage } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useShopInquiry } from '../api/get-shop-inquiry';
import { filtersFromSearch, filtersToSearch, type SearchFilters as Filters } from '../lib/search-filters';
import { useSearchLocation } from '../lib/search-location';
import { LoadMoreSentinel } from './load-more-sentinel';
import { RequestRegisterSheet } from './request-register-sheet';
import { SearchFilters } from './search-filters';
import { ShopCard } from './shop-card';
import styles from './search.module.css';

export function ShopResultScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const closest = filters.orderBy === 'CLOSEST';
  const location = useSearchLocation(closest);
  const [requesting, setRequesting] = useState(false);
  const inquiry = useShopInquiry(
    {
      ...filters,
      latitude: closest ? (location?.latitude ?? null) : null,
      longitude: closest ? (location?.longitude ?? null) : null,
    },
    !closest || location !== null,
  );
  const onChange = (next: Filters) => setParams(filtersToSearch(next), { replace: true });
  const shops = inquiry.data?.pages.flatMap((p) => p.items) ?? [];
  const total = inquiry.data?.pages[0]?.total;
  // A failed next page keeps the loaded ones on screen with a retry button below them.
  const nextPageFailed = inquiry.isFetchNextPageError;
  const loadMore = () => void inquiry.fetchNextPage();

  return (
    <>
      <PageHeader title={paths.shopResult.title} back />
      <div className={styles.page}>
        <SearchFilters value={filters} onChange={onChange} />
        {closest && location?.fallback ? (
          <p className={styles.note} role="status">
            위치 정보를 사용할 수 없어 서울시청 기준으로 보여드려요
          </p>
        ) : null}
        {inquiry.isError && !nextPageFailed ? (
          <ErrorState
            message={errorMessage(inquiry.error, '매장을 불러오지 못했어요.')}
            onRetry={() => void inquiry.refetch()}
          />
        ) : !inquiry.data ? (
          <ul className={styles.results} aria-busy="true" aria-label="매장을 찾는 중">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton height={96} radius={12} />
              </li>
            ))}
          </ul>
        ) : shops.length === 0 ? (
          <EmptyState
            title="조건에 맞는 매장이 없어요"
            description="필터를 줄여 보거나, 찾는 매장을 알려 주세요."
            action={
              <Button variant="secondary" onClick={() => setRequesting(true)}>
                찾는 매장이 없나요? 입점 요청하기
              </Button>
            }
          />
        ) : (
          <>
            <p className={styles.count}>매장 {total?.toLocaleString('ko-KR')}곳</p>
            <ul className={styles.results}>
              {shops.map((s) => (
                <ShopCard key={s.shopId} shop={s} />
              ))}
            </ul>
            {inquiry.isFetchingNextPage ? <Skeleton height={96} radius={12} /> : null}
            <LoadMoreSentinel
              disabled={!inquiry.hasNextPage || inquiry.isFetchingNextPage || nextPageFailed}
              onVisible={loadMore}
            />
            {nextPageFailed ? (
              <Button variant="secondary" onClick={loadMore}>
                더 불러오기
              </Button>
            ) : null}
            {!inquiry.hasNextPage ? (
              <button type="button" className={styles.requestLink} onClick={() => setRequesting(true)}>
                찾는 매장이 없나요? 입점 요청하기
              </button>
            ) : null}
          </>
        )}
      </div>
      <RequestRegisterSheet open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}

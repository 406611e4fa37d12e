// `/shop/result`: shops matching the filters in the URL, loaded page by page as the list
// scrolls. 가까운순 measures from the device (or Seoul City Hall when it cannot tell).
import { Suspense } from 'react';
import {
  Button,
  EmptyState,
  PageHeader,
  Skeleton,
  useMountWhenSettled,
  lazyWithRetry,
  useSheetEntry,
} from '@guardian/shared';
import { LocationNote } from '../../../components/location-note';
import { SearchFilters } from '../../../components/search-filters';
import { ShopResults } from '../../../components/shop-results';
import { paths } from '../../../config/paths';
import { useLocatedShopQuery } from '../../../lib/location';
import { useAddressFilters } from '../../../lib/search-filters';
import { useShopInquiry } from '../api/get-shop-inquiry';
import { ShopCard } from './shop-card';
import styles from './search.module.css';

// The request form brings react-hook-form and zod (~35 KB gzipped): loaded when the page has settled or the
// form is asked for, not with the results.
const RequestRegisterSheet = lazyWithRetry(() =>
  import('./request-register-sheet').then((m) => ({ default: m.RequestRegisterSheet })),
);

export function ShopResultScreen() {
  const [filters, onChange] = useAddressFilters();
  const located = useLocatedShopQuery(filters);
  // 입점 요청 is a history entry of its own: the phone's back closes the form rather than leaving the results.
  const sheet = useSheetEntry<'request'>();
  const requesting = sheet.sheet === 'request';
  const request = () => sheet.open('request');
  const mountRequestSheet = useMountWhenSettled(requesting);
  const inquiry = useShopInquiry(located.query, located.ready);

  return (
    <>
      <PageHeader title={paths.shopResult.title} back />
      <div className={styles.page}>
        <SearchFilters value={filters} onChange={onChange} />
        <ShopResults
          note={<LocationNote fallback={located.fallback} />}
          query={inquiry}
          skeleton={(rows) => (
            <ul className={styles.results} aria-busy="true" aria-label="매장을 찾는 중">
              {Array.from({ length: rows }, (_, i) => (
                <li key={i}>
                  <Skeleton height={96} radius={12} />
                </li>
              ))}
            </ul>
          )}
          empty={
            // The question is said in the text and the button only does: the two as one label made a button
            // two cramped lines long on a 320 px phone.
            <EmptyState
              title="조건에 맞는 매장이 없어요"
              description="필터를 줄여 보세요. 찾는 매장이 없나요? 알려 주시면 매장에 연락해 볼게요."
              action={
                <Button variant="secondary" onClick={request}>
                  입점 요청하기
                </Button>
              }
            />
          }
          end={
            <p className={styles.requestEnd}>
              찾는 매장이 없나요?{' '}
              <button type="button" className={styles.requestLink} onClick={request}>
                입점 요청하기
              </button>
            </p>
          }
        >
          {(shops) => (
            <ul className={styles.results}>
              {shops.map((s) => (
                <ShopCard key={s.shopId} shop={s} />
              ))}
            </ul>
          )}
        </ShopResults>
      </div>
      {mountRequestSheet ? (
        <Suspense fallback={null}>
          <RequestRegisterSheet open={requesting} onClose={sheet.close} />
        </Suspense>
      ) : null}
    </>
  );
}

// /online-reservation/search: the shop search (region, category, facilities, sort) over the
// shops that take online bookings. The filters live in the URL, like /shop/result, so the page
// is shareable and back returns to the same list; each result opens its booking page.
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageHeader, paths as app } from '@guardian/shared';
import { LocationNote } from '../../../components/location-note';
import { SearchFilters } from '../../../components/search-filters';
import { ShopResults } from '../../../components/shop-results';
import { paths } from '../../../config/paths';
import { useLocatedShopQuery } from '../../../lib/location';
import { DEFAULT_FILTERS, useAddressFilters } from '../../../lib/search-filters';
import { useOnlineShops } from '../api/get-online-shops';
import { ListSkeleton } from './list-skeleton';
import { OnlineShopList } from './online-shop-list';
import styles from './booking.module.css';

export function OnlineShopSearchScreen() {
  const navigate = useNavigate();
  const [filters, onChange] = useAddressFilters();
  const located = useLocatedShopQuery(filters);
  const query = useOnlineShops(located.query, located.ready);
  const narrowed =
    filters.regionSeqs.length > 0 || filters.category !== null || filters.facilitiesSeqs.length > 0;

  return (
    <>
      <PageHeader title={paths.onlineReservationSearch.title} back />
      <div className={styles.page}>
        <SearchFilters value={filters} onChange={onChange} />
        <ShopResults
          note={<LocationNote fallback={located.fallback} />}
          query={query}
          skeleton={(rows) => <ListSkeleton rows={rows} />}
          empty={
            <EmptyState
              title="조건에 맞는 예약 가능 매장이 없어요"
              description={
                narrowed
                  ? '지역이나 업종, 편의시설 조건을 줄여 보세요.'
                  : '매장 찾기에서 가까운 매장을 둘러보세요.'
              }
              action={
                narrowed ? (
                  <Button
                    variant="secondary"
                    onClick={() => onChange({ ...DEFAULT_FILTERS, orderBy: filters.orderBy })}
                  >
                    필터 초기화
                  </Button>
                ) : (
                  <Button onClick={() => navigate(app.shopSearch)}>매장 찾기</Button>
                )
              }
            />
          }
        >
          {(shops) => <OnlineShopList shops={shops} />}
        </ShopResults>
      </div>
    </>
  );
}

// /online-reservation: shops that take online bookings, nearest the owner first (the device
// location, else Seoul City Hall with a note), with a category filter and a way to the full search.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  PageHeader,
  SHOP_CATEGORIES,
  paths as app,
  type ShopCategory,
} from '@guardian/shared';
import { Chip } from '@guardian/shared/forms';
import { LocationNote } from '../../../components/location-note';
import { ShopResults } from '../../../components/shop-results';
import { paths } from '../../../config/paths';
import { useLocatedShopQuery } from '../../../lib/location';
import { DEFAULT_FILTERS, filtersToSearch } from '../../../lib/search-filters';
import { useOnlineShops } from '../api/get-online-shops';
import { ListSkeleton } from './list-skeleton';
import { OnlineShopList } from './online-shop-list';
import styles from './booking.module.css';
import own from './online-shops.module.css';

export function OnlineShopsScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const category = (SHOP_CATEGORIES.find((c) => c.value === params.get('category'))?.value ??
    null) as ShopCategory | null;
  const filters = { ...DEFAULT_FILTERS, category };
  const located = useLocatedShopQuery(filters);
  const query = useOnlineShops(located.query, located.ready);

  const choose = (c: ShopCategory | null) => setParams(c ? { category: c } : {}, { replace: true });

  return (
    <>
      <PageHeader title={paths.onlineReservation.title} back />
      <div className={styles.page}>
        <div className={styles.chips} role="group" aria-label="카테고리">
          <Chip selected={category === null} onClick={() => choose(null)}>
            전체
          </Chip>
          {SHOP_CATEGORIES.map((c) => (
            <Chip key={c.value} selected={category === c.value} onClick={() => choose(c.value)}>
              {c.label}
            </Chip>
          ))}
        </div>
        <Link
          to={`${paths.onlineReservationSearch.path}?${filtersToSearch(filters).toString()}`}
          className={own.searchEntry}
        >
          <span>
            지역·조건으로 찾기 <span className={own.searchHint}>지역, 편의시설, 정렬</span>
          </span>
          <span aria-hidden="true">›</span>
        </Link>
        <ShopResults
          note={<LocationNote fallback={located.fallback} />}
          query={query}
          skeleton={(rows) => <ListSkeleton rows={rows} />}
          empty={
            <EmptyState
              title="온라인 예약을 받는 매장이 없어요"
              description="다른 카테고리를 고르거나 매장 찾기에서 가까운 매장을 둘러보세요."
              action={<Button onClick={() => navigate(app.shopSearch)}>매장 찾기</Button>}
            />
          }
        >
          {(shops) => <OnlineShopList shops={shops} />}
        </ShopResults>
      </div>
    </>
  );
}

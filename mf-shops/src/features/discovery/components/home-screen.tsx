// `/`, home of the 매장･예약 tab: the current shop and what to do with it; logged out, an
// invitation to log in or to find a shop.
import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  authHref,
  lazyWithRetry,
  paths as app,
  useCurrentShop,
  useIsLoggedIn,
  useMe,
} from '@guardian/shared';
import { BannerList } from './banner-list';
import { CurrentShopCard } from './current-shop-card';
import { NextReservation } from './next-reservation';
import { QuickMenu } from './quick-menu';
import styles from './home.module.css';

// With no linked shop, the way back to the owner's pass, 예약 내역, 알림장… (a chunk of its own, see there).
const MyRecordsMenu = lazyWithRetry(() =>
  import('./my-records-menu').then((m) => ({ default: m.MyRecordsMenu })),
);

export function HomeScreen() {
  const loggedIn = useIsLoggedIn();
  const me = useMe();
  const current = useCurrentShop();
  // No shop yet: the empty state's 매장 찾기 is the one way on, not a second 매장 찾기 under the banners.
  const noShopYet = loggedIn && me.data !== undefined && !current;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>매장･예약</h1>
      {loggedIn ? <LoggedInHome /> : <LoggedOutHome />}
      <BannerList />
      {noShopYet ? null : <FindShopEntry />}
    </div>
  );
}

function LoggedOutHome() {
  return (
    <section className={styles.welcome} aria-label="로그인 안내">
      <p className={styles.welcomeTitle}>다니는 매장과 예약을 한곳에서</p>
      <p className={styles.welcomeText}>로그인하면 우리 아이의 예약, 일정, 알림장을 바로 볼 수 있어요.</p>
      <Link to={authHref(app.home)} className={styles.welcomeButton}>
        로그인하기
      </Link>
    </section>
  );
}

function LoggedInHome() {
  const me = useMe();
  const current = useCurrentShop();
  const navigate = useNavigate();

  if (me.isError) {
    return (
      <ErrorState
        error={me.error}
        fallback="내 정보를 불러오지 못했어요."
        onRetry={() => void me.refetch()}
      />
    );
  }
  if (!me.data) {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="매장 정보를 불러오는 중">
        <Skeleton height={96} radius={16} />
        <Skeleton height={160} radius={16} />
        <Skeleton height={84} radius={12} />
      </div>
    );
  }
  return (
    <>
      {current ? (
        <>
          <CurrentShopCard current={current} userShops={me.data.userShops} />
          <QuickMenu />
        </>
      ) : (
        <>
          <EmptyState
            title="연결된 매장이 없어요"
            description="다니는 매장의 초대 링크를 받거나 가까운 매장을 찾아보세요."
            action={<Button onClick={() => navigate(app.shopSearch)}>매장 찾기</Button>}
          />
          {/* Not while the session catches up with a just-read me that has shops (current is null for a moment):
              the chunk would load on every first visit. */}
          {me.data.userShops.length === 0 ? (
            <Suspense fallback={null}>
              <MyRecordsMenu />
            </Suspense>
          ) : null}
        </>
      )}
      <NextReservation />
    </>
  );
}

function FindShopEntry() {
  return (
    <Link to={app.shopSearch} className={styles.findShop}>
      <span>
        <strong>매장 찾기</strong>
        <span className={styles.shopAddress}>미용, 호텔, 유치원, 데이케어를 가까운 순으로</span>
      </span>
      <span aria-hidden="true" className={styles.chevron}>
        ›
      </span>
    </Link>
  );
}

// 마이페이지 tab root: who I am, my pets, my shops, and where to go from here.
import { Avatar, QueryState, ROUTES, Skeleton, formatCount, useMe } from '@guardian/shared';
import { Link } from 'react-router-dom';
import { MenuList } from '../../../components/menu-list';
import { useUnreadNotificationCount } from '../../../lib/notifications-query';
import { paths } from '../../../config/paths';
import { useConsentsToSignCount } from '../api/get-consents-to-sign';
import { useUsableCouponCount } from '../api/get-usable-coupons';
import { useUsableVoucherCount } from '../api/get-usable-vouchers';
import { CommunitySummary } from './community-summary';
import { MyPets } from './my-pets';
import { MyShops } from './my-shops';
import styles from './my-info-screen.module.css';

export function MyInfoScreen() {
  const me = useMe();
  // 쿠폰함 is also on 매장･예약's quick menu, which only an owner with a shop sees: a coupon from an event (any shop)
  // is found again from here. Its count only when there is one to use.
  const coupons = useUsableCouponCount();
  // 동의서 likewise: a shop booked with (not linked) may wait on a signature before it confirms. The number of forms
  // to sign only when there is one.
  const toSign = useConsentsToSignCount();
  // 이용권 likewise: a pass outlives the shop's link (매장 해제), and it is money, to use or to refund. The number of
  // passes that can still pay only when there is one.
  const vouchers = useUsableVoucherCount();
  // 알림 likewise: how many are unread (the list's own query, so reading one there counts it off here at once).
  const unread = useUnreadNotificationCount();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{paths.myInfo.title}</h1>
      <QueryState query={me} errorFallback="내 정보를 불러오지 못했어요." skeleton={<MyInfoSkeleton />}>
        {(data) => (
          <>
            <Link to={paths.profile.path} className={styles.profile}>
              <Avatar name={data.nickname} imageUrl={data.profileImageUrl} size={64} />
              <span className={styles.who}>
                <strong>{data.nickname}</strong>
                <span>{data.userId}</span>
              </span>
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </Link>
            <MyPets pets={data.pets} />
            <MyShops userShops={data.userShops} />
            <CommunitySummary />
          </>
        )}
      </QueryState>
      <MenuList
        title="메뉴"
        items={[
          // 알림 first: a confirmed booking or a new 알림장 waits there (it was the last row, under 설정, unseen).
          {
            label: paths.news.title,
            to: paths.news.path,
            value: unread ? `새 알림 ${formatCount(unread)}` : undefined,
          },
          // A booking's and a visit's records stay the owner's after 매장 해제 too (no read: plain ways there).
          { label: ROUTES.reservation.title, to: ROUTES.reservation.path },
          { label: ROUTES.alimPaper.title, to: ROUTES.alimPaper.path },
          // The reviews I wrote, and the visits that wait for one: otherwise only a finished visit's page led there.
          { label: '내 리뷰', to: ROUTES.review.path },
          {
            label: ROUTES.voucher.title,
            to: ROUTES.voucher.path,
            value: vouchers ? `${vouchers}장` : undefined,
          },
          { label: ROUTES.coupon.title, to: ROUTES.coupon.path, value: coupons ? `${coupons}장` : undefined },
          {
            label: ROUTES.consent.title,
            to: ROUTES.consent.path,
            value: toSign ? `서명 필요 ${toSign}` : undefined,
          },
          { label: paths.profile.title, to: paths.profile.path },
          { label: paths.setting.title, to: paths.setting.path },
          { label: '내 커뮤니티 활동', to: paths.communityFeed.path },
          // The terms, the privacy policy and 고객센터 (its e-mail and hours): a page of their own, not 설정's.
          { label: ROUTES.myInfoTerms.title, to: ROUTES.myInfoTerms.path },
        ]}
      />
    </div>
  );
}

function MyInfoSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="내 정보를 불러오는 중">
      <div className={styles.skeletonRow}>
        <Skeleton width={64} height={64} radius={32} />
        <div className={styles.skeletonLines}>
          <Skeleton width={120} height={20} />
          <Skeleton width={180} height={16} />
        </div>
      </div>
      <Skeleton height={88} radius={12} />
      <Skeleton height={88} radius={12} />
    </div>
  );
}

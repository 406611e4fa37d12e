// What an owner checks on a shop's booking page before picking a product: its rating, number, days off, the deposit
// it asks, today's hours (the week folded under them) and the way to the shop's own page, where its photos, reviews and
// 문의하기 are. The hours are the shop page's own table; the rating is the first page of the shop page's reviews (one
// cache: opening either page after the other asks nothing again).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, paths as app, seoulDayOfWeek, useNow } from '@guardian/shared';
import { useShopReviews } from '../../../api/get-shop-reviews';
import { ShopHoursTable, closedDaysText, dayHoursText } from '../../../components/shop-hours-table';
import { telHref } from '../../../lib/tel-href';
import type { DepositRule, OnlineShop } from '../api/types';
import styles from './booking.module.css';
import facts from '../../../components/facts.module.css';

export function OnlineShopInfo({
  shop,
  depositRule,
}: {
  shop: OnlineShop['shop'];
  depositRule: DepositRule;
}) {
  const titleId = useId();
  const today = useNow((now) => seoulDayOfWeek(new Date(now)));
  const daysOff = closedDaysText(shop.hours);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        매장 정보
      </h2>
      <dl className={facts.facts}>
        <dt>리뷰</dt>
        <dd>
          <Rating shopId={shop.shopId} reviewCount={shop.reviewCount} />
        </dd>
        <dt>전화</dt>
        <dd>{shop.phone ? <a href={telHref(shop.phone)}>{shop.phone}</a> : '등록된 번호가 없어요'}</dd>
        {daysOff ? (
          <>
            <dt>휴무일</dt>
            <dd>{daysOff}</dd>
          </>
        ) : null}
        {depositRule.required ? (
          <>
            <dt>예약금</dt>
            <dd>이용 금액의 {depositRule.rate}%를 먼저 보내야 예약이 확정돼요.</dd>
          </>
        ) : null}
      </dl>
      {shop.hours.length ? (
        <details className={styles.fold}>
          <summary className={styles.foldSummary}>
            <span>
              영업시간 <span className={styles.foldHint}>오늘 {dayHoursText(shop.hours, today)}</span>
            </span>
          </summary>
          <div className={styles.foldBody}>
            <ShopHoursTable hours={shop.hours} />
          </div>
        </details>
      ) : (
        <ShopHoursTable hours={shop.hours} />
      )}
      <Link className={styles.inlineLink} to={app.shopById(shop.shopId)}>
        매장 정보 보기
      </Link>
    </section>
  );
}

/**
 * '★ 4.5 · 12개' once the reviews' first page is read; until then, or when it cannot be, the count the shop came
 * with. A screen reader hears the rating as words (별점 4.5점), not as a star.
 */
function Rating({ shopId, reviewCount }: { shopId: number; reviewCount: number }) {
  const first = useShopReviews(shopId).data?.pages[0];
  const count = first?.reviewCount ?? reviewCount;
  if (count === 0) return <>아직 리뷰가 없어요</>;
  if (first?.averageRating == null) return <>{formatCount(count)}개</>;
  return (
    <span role="img" aria-label={`별점 ${first.averageRating.toFixed(1)}점, 리뷰 ${formatCount(count)}개`}>
      <span className={styles.star} aria-hidden="true">
        ★
      </span>{' '}
      {first.averageRating.toFixed(1)} · {formatCount(count)}개
    </span>
  );
}

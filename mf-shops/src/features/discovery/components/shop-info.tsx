// A shop's page content, shared by `/shop/detail` (my current shop) and `/shop/:id` (public).
import type { ReactNode } from 'react';
import { categoriesText, formatCount, type ShopDetail } from '@guardian/shared';
import { LinkedText } from '@guardian/shared/forms';
import { telHref } from '../../../lib/tel-href';
import { FavoriteButton } from './favorite-button';
import { ShopHoursTable } from '../../../components/shop-hours-table';
import { ShopPhotos } from './shop-photos';
import { ShopReviews } from './shop-reviews';
import styles from './shop-info.module.css';
import facts from '../../../components/facts.module.css';

export function ShopInfo({ shop, actions }: { shop: ShopDetail; actions?: ReactNode }) {
  return (
    <article className={styles.page}>
      {/* The page's largest paint: asked for ahead of the other images. */}
      {shop.thumbnailUrl ? (
        <img src={shop.thumbnailUrl} alt="" className={styles.hero} fetchPriority="high" />
      ) : null}
      <header className={styles.head}>
        <div className={styles.titles}>
          <span className={styles.category}>{categoriesText(shop.categories)}</span>
          <h1 className={styles.name}>{shop.name}</h1>
          <span className={styles.meta}>리뷰 {formatCount(shop.reviewCount)}개</span>
        </div>
        <FavoriteButton shopId={shop.shopId} isFavorite={shop.isFavorite} shopName={shop.name} />
      </header>
      {shop.description ? (
        <p className={styles.description}>
          <LinkedText text={shop.description} />
        </p>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}

      <section className={styles.section} aria-labelledby="shop-contact">
        <h2 id="shop-contact" className={styles.sectionTitle}>
          위치 · 연락처
        </h2>
        <dl className={facts.facts}>
          <dt>주소</dt>
          <dd>{[shop.address, shop.addressDetail].filter(Boolean).join(' ')}</dd>
          <dt>전화</dt>
          <dd>{shop.phone ? <a href={telHref(shop.phone)}>{shop.phone}</a> : '등록된 번호가 없어요'}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="shop-hours">
        <h2 id="shop-hours" className={styles.sectionTitle}>
          영업시간
        </h2>
        <ShopHoursTable hours={shop.hours} />
      </section>

      {shop.facilities.length ? (
        <section className={styles.section} aria-labelledby="shop-facilities">
          <h2 id="shop-facilities" className={styles.sectionTitle}>
            편의시설
          </h2>
          <ul className={styles.facilities}>
            {shop.facilities.map((f) => (
              <li key={f.facilitiesSeq}>{f.name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <ShopReviews shopId={shop.shopId} />

      <ShopPhotos shopId={shop.shopId} />
    </article>
  );
}

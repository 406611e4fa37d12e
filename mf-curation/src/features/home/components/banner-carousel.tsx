// Marketing banners, swiped sideways. Renders nothing when there are none (or the call failed).
// While they load, a placeholder of the banner's size holds the slot so the page below does
// not jump down when they arrive (it was the home's whole layout shift, CLS 0.21).
import { useState } from 'react';
import { BannerLink, useBanners } from '@guardian/shared';
import styles from './home.module.css';

export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  const [index, setIndex] = useState(0);
  if (isPending)
    return (
      <div className={styles.banners} aria-hidden="true">
        <div className={`${styles.bannerTrack} ${styles.bannerImage}`} />
      </div>
    );
  if (!banners?.length) return null;
  return (
    <section className={styles.banners} aria-label="이벤트 배너">
      <ul
        className={styles.bannerTrack}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {banners.map((banner, i) => (
          <li key={banner.bannerSeq} className={styles.bannerSlide}>
            <BannerLink banner={banner} first={i === 0} imageClassName={styles.bannerImage} />
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <span className={styles.bannerCount} aria-hidden="true">
          {Math.min(index, banners.length - 1) + 1} / {banners.length}
        </span>
      )}
    </section>
  );
}

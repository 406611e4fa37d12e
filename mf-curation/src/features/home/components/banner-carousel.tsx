// Marketing banners, swiped sideways. Renders nothing when there are none (or the call failed).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '@guardian/shared';
import { useBanners } from '../api/get-banners';
import styles from './home.module.css';

function BannerLink({ banner }: { banner: Banner }) {
  const image = <img src={banner.imageUrl} alt={banner.title} className={styles.bannerImage} />;
  if (!banner.linkUrl) return image;
  if (banner.linkUrl.startsWith('/')) return <Link to={banner.linkUrl}>{image}</Link>;
  return (
    <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}

export function BannerCarousel() {
  const { data: banners } = useBanners();
  const [index, setIndex] = useState(0);
  if (!banners?.length) return null;
  return (
    <section className={styles.banners} aria-label="이벤트 배너">
      <ul
        className={styles.bannerTrack}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {banners.map((banner) => (
          <li key={banner.bannerSeq} className={styles.bannerSlide}>
            <BannerLink banner={banner} />
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

// Marketing banners; a failed fetch shows nothing (§8: banner errors are swallowed).
import { Link } from 'react-router-dom';
import type { Banner } from '@guardian/shared';
import { useBanners } from '../api/get-banners';
import styles from './home.module.css';

export function BannerList() {
  const banners = useBanners();
  if (!banners.data?.length) return null;
  return (
    <section className={styles.section} aria-label="이벤트 배너">
      <ul className={styles.banners}>
        {banners.data.map((b) => (
          <li key={b.bannerSeq} className={styles.banner}>
            <BannerLink banner={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerLink({ banner }: { banner: Banner }) {
  const image = (
    <img src={banner.imageUrl} alt={banner.title} className={styles.bannerImage} loading="lazy" />
  );
  if (!banner.linkUrl) return image;
  if (banner.linkUrl.startsWith('/')) return <Link to={banner.linkUrl}>{image}</Link>;
  return (
    <a href={banner.linkUrl} target="_blank" rel="noreferrer">
      {image}
    </a>
  );
}

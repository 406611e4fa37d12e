// Marketing banners; a failed fetch shows nothing (§8: banner errors are swallowed).
// While they load, a placeholder of one banner's size holds the slot so "매장 찾기" below does
// not jump when they arrive (Lighthouse's layout shift on `/`).
import { BannerLink, useBanners } from '@guardian/shared';
import styles from './home.module.css';

export function BannerList() {
  const banners = useBanners();
  if (banners.isPending)
    return (
      <div className={styles.section} aria-hidden="true">
        <div className={styles.banners}>
          <div className={`${styles.banner} ${styles.bannerImage}`} />
        </div>
      </div>
    );
  if (!banners.data?.length) return null;
  return (
    <section className={styles.section} aria-label="이벤트 배너">
      <ul className={styles.banners}>
        {banners.data.map((b, i) => (
          <li key={b.bannerSeq} className={styles.banner}>
            <BannerLink banner={b} first={i === 0} imageClassName={styles.bannerImage} />
          </li>
        ))}
      </ul>
    </section>
  );
}

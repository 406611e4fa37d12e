// Photos by category; categories without photos are left out (§9), and so is the whole
// section when none has any. Loading failures keep the rest of the page.
import { Skeleton, categoryLabel } from '@guardian/shared';
import { useShopCategoryImages } from '../api/get-shop-category-images';
import styles from './shop-info.module.css';

export function ShopPhotos({ shopId }: { shopId: number }) {
  const photos = useShopCategoryImages(shopId);
  if (photos.isPending) return <Skeleton height={120} radius={12} />;
  if (!photos.data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="shop-photos">
      <h2 id="shop-photos" className={styles.sectionTitle}>
        사진
      </h2>
      {photos.data.map((entry) => (
        <div key={entry.category} className={styles.photoGroup}>
          <h3 className={styles.photoTitle}>{categoryLabel(entry.category)}</h3>
          <ul className={styles.photos}>
            {entry.images.map((src) => (
              <li key={src}>
                <img src={src} alt={`${categoryLabel(entry.category)} 사진`} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

// 홈 tab (/curation): banners, quick entries, popular shops and the breed guide.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BannerCarousel } from './banner-carousel';
import { PopularShops } from './popular-shops';
import { QuickEntries } from './quick-entries';
import styles from './home.module.css';

export function HomeScreen() {
  return (
    <div className={styles.page}>
      <BannerCarousel />
      <QuickEntries />
      <Link to={paths.curationBreed.path} className={styles.breedEntry}>
        <span>
          <strong>{paths.curationBreed.title}</strong>
          <span>우리 아이 품종을 찾아보세요</span>
        </span>
        <span aria-hidden="true">›</span>
      </Link>
      <PopularShops />
    </div>
  );
}

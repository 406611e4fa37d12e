// 홈 tab (/curation): banners, quick entries, 우리 아이 맞춤 (logged in) and the curated series
// first; events, shop reviews, the breed guide entry and popular shops load below the fold.
import { BannerCarousel } from './banner-carousel';
import { BelowFold } from './below-fold';
import { PicksSection } from './picks-section';
import { QuickEntries } from './quick-entries';
import { SeriesRows } from './series-rows';
import styles from './home.module.css';

export function HomeScreen() {
  return (
    <div className={styles.page}>
      <BannerCarousel />
      <QuickEntries />
      <PicksSection />
      <SeriesRows />
      <BelowFold />
    </div>
  );
}

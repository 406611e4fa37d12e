// 홈 tab (/curation): banners, quick entries, 우리 아이 맞춤 (logged in) and the curated series
// first; events, shop reviews, the breed guide entry and popular shops load below the fold.
import { VisuallyHidden } from '@guardian/shared';
import { useCurationHome } from '../api/get-curation-home';
import { BannerCarousel } from './banner-carousel';
import { BelowFold } from './below-fold';
import { PicksSection } from './picks-section';
import { QuickEntries } from './quick-entries';
import { SeriesRows } from './series-rows';
import styles from './home.module.css';

export function HomeScreen() {
  // The series come in any number, taller than their one-row skeleton: anything drawn below them
  // before they arrive would be pushed down (CLS 0.16). The lower half starts once they are in.
  const series = useCurationHome();
  return (
    <div className={styles.page}>
      {/* The top bar shows the brand, not the tab's name: the page's title for a screen reader. */}
      <VisuallyHidden as="h1">홈</VisuallyHidden>
      <BannerCarousel />
      <QuickEntries />
      <PicksSection />
      <SeriesRows />
      {!series.isPending && <BelowFold />}
    </div>
  );
}

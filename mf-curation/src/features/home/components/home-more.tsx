// The lower half of 홈, one lazy chunk: events, the editors' shop reviews, the breed guide entry
// and popular shops. Each block has its own skeleton and fails alone.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CuratedReviews } from './curated-reviews';
import { HomeEvents } from './home-events';
import { PopularShops } from './popular-shops';
import styles from './home.module.css';

export default function HomeMore() {
  return (
    <>
      <HomeEvents />
      <Link to={paths.curationBreed.path} className={styles.breedEntry}>
        <span>
          <strong>{paths.curationBreed.title}</strong>
          <span>강아지·고양이 품종별 관리 노트</span>
        </span>
        <span aria-hidden="true">›</span>
      </Link>
      <CuratedReviews />
      <PopularShops />
    </>
  );
}

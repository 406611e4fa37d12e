// 내 커뮤니티 활동: my posts, likes and comments as three counts, each opening its list.
import { Skeleton, formatCount } from '@guardian/shared';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCommunityCounts } from '../api/get-community-counts';
import styles from './my-info-screen.module.css';

export function CommunitySummary() {
  const counts = useCommunityCounts();
  // Each count is named as the tab it opens is titled, so the menu and the screen say the same words.
  const items = [
    { label: paths.communityFeed.title, to: paths.communityFeed.path, n: counts.data?.posts },
    { label: paths.communityLike.title, to: paths.communityLike.path, n: counts.data?.likes },
    { label: paths.communityComment.title, to: paths.communityComment.path, n: counts.data?.comments },
  ];
  return (
    <section className={styles.section} aria-labelledby="my-community">
      <h2 id="my-community" className={styles.sectionTitle}>
        내 커뮤니티 활동
      </h2>
      <ul className={styles.counts}>
        {items.map((i) => (
          <li key={i.label}>
            <Link to={i.to} className={styles.countLink}>
              {counts.isPending ? (
                <Skeleton width={24} height={22} />
              ) : (
                // A refresh that fails (back on 마이페이지 over a weak connection) keeps the counts it showed.
                <strong className={styles.countNumber}>{i.n === undefined ? '-' : formatCount(i.n)}</strong>
              )}
              <span>{i.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

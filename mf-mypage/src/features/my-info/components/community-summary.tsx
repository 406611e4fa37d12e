// 내 커뮤니티 활동: my posts, likes and comments as three counts, each opening its list; before any of them, one way
// into 커뮤니티 instead of three zeros.
import { Skeleton, formatCount, paths as app } from '@guardian/shared';
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
  const nothingYet = items.every((i) => i.n === 0);
  return (
    <section className={styles.section} aria-labelledby="my-community">
      <h2 id="my-community" className={styles.sectionTitle}>
        내 커뮤니티 활동
      </h2>
      {nothingYet ? (
        <Link to={app.community} className={`${styles.card} ${styles.nudge}`}>
          <span className={styles.cardText}>
            <strong>보호자들의 이야기를 구경해 보세요</strong>
            <span>내가 쓴 글, 좋아요한 글, 댓글이 여기에 모여요.</span>
          </span>
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
        </Link>
      ) : (
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
      )}
    </section>
  );
}

// A curated content in a row (홈 series, picks, related, next): cover, title, summary.
import { Link } from 'react-router-dom';
import { paths } from '@guardian/shared';
import type { ContentCard as Card } from '../../api/types';
import styles from './content-card.module.css';

export function ContentCard({ content, wide = false }: { content: Card; wide?: boolean }) {
  return (
    <Link
      to={paths.curationContents({
        curationSeq: content.curationSeq,
        curationContentsSeq: content.curationContentsSeq,
      })}
      className={wide ? `${styles.card} ${styles.wide}` : styles.card}
    >
      <span className={styles.coverWrap}>
        <img className={styles.cover} src={content.coverImageUrl} alt="" loading="lazy" />
        {content.kind === 'VIDEO' && <span className={styles.badge}>영상</span>}
      </span>
      <strong className={styles.title}>{content.title}</strong>
      <span className={styles.summary}>{content.summary}</span>
    </Link>
  );
}

// Avatar, nickname, the author's pet and when it was written ("5분 전", kept current; "· 수정됨") on one line.
import type { ReactNode } from 'react';
import type { CommunityPost } from '../api/types';
import { useRelativeTime } from '../lib/relative-time';
import styles from './author-line.module.css';

type Author = CommunityPost['author'];

export function AuthorLine({
  author,
  at,
  edited = false,
  small = false,
  badge,
}: {
  author: Author | null;
  /** When it was written (ISO). */
  at: string;
  edited?: boolean;
  small?: boolean;
  /** After the nickname (a comment's 작성자, with its space before), styled by whoever gives it. */
  badge?: ReactNode;
}) {
  const meta = `${useRelativeTime(at)}${edited ? ' · 수정됨' : ''}`;
  const pet = author?.petName
    ? `${author.petName}${author.petBreedName ? ` · ${author.petBreedName}` : ''}`
    : null;
  return (
    <div className={`${styles.line} ${small ? styles.small : ''}`}>
      {author?.profileImageUrl ? (
        <img className={styles.avatar} src={author.profileImageUrl} alt="" width={36} height={36} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {author ? author.nickname.slice(0, 1) : ''}
        </span>
      )}
      <div className={styles.names}>
        <span className={styles.nickname}>
          {author?.nickname ?? '알 수 없음'}
          {badge}
        </span>
        {/* The pet's name and breed give way (cut with …) to the time, which always shows whole. */}
        <span className={styles.meta}>
          {pet ? <span className={styles.pet}>{pet}</span> : null}
          <span className={styles.when}>{pet ? ` · ${meta}` : meta}</span>
        </span>
      </div>
    </div>
  );
}

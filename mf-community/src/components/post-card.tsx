// One post in a list (feed, search result): author and pet, time, breed tag, text, photos, counts.
// The card links to the post; its heart likes it there and then (the post's page's like, api/toggle-like.ts).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { columnPhotoSizes, formatCount } from '@guardian/shared';
import { useToggleLike } from '../api/toggle-like';
import { useRequireLogin } from '../lib/use-require-login';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import type { CommunityPost } from '../api/types';
import { AuthorLine } from './author-line';
import styles from './post-card.module.css';

/**
 * Whether the text is cut at its four lines: then the card says 더보기, as a cut off sentence ending in … did not
 * tell that the rest is in the post. Measured again when the width changes (a phone turned).
 */
function useFolded(ref: RefObject<HTMLElement | null>, text: string) {
  const [folded, setFolded] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The window's resize, not an observer per card: a long feed draws many cards, and only the width changes them.
    const measure = () => setFolded(el.scrollHeight > el.clientHeight + 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, text]);
  return folded;
}

export function PostCard({ post }: { post: CommunityPost }) {
  const [first, ...rest] = post.photos;
  const textRef = useRef<HTMLParagraphElement>(null);
  const folded = useFolded(textRef, post.content);
  return (
    <article className={styles.card} aria-labelledby={`post-${post.communitySeq}`}>
      <Link to={paths.post(post.communitySeq)} className={styles.link}>
        <AuthorLine author={post.author} at={post.createdAt} edited={post.edited} />
        {post.breedName ? <span className={styles.tag}>#{post.breedName}</span> : null}
        <div className={styles.textBox}>
          <p ref={textRef} id={`post-${post.communitySeq}`} className={styles.text}>
            {post.content}
          </p>
          {/* Only for the eyes: a screen reader reads the whole text, cut or not, and the card is a link to the post. */}
          {folded ? (
            <span className={styles.fold} aria-hidden="true">
              더보기
            </span>
          ) : null}
        </div>
        {first ? (
          <div className={styles.photo}>
            <img
              src={first.thumbnailUrl}
              srcSet={first.srcSet}
              sizes={columnPhotoSizes(1)}
              alt=""
              width={first.width}
              height={first.height}
              loading="lazy"
              decoding="async"
            />
            {rest.length ? <span className={styles.more}>+{rest.length}</span> : null}
          </div>
        ) : null}
      </Link>
      <p className={styles.counts}>
        <LikeButton post={post} />
        <span role="img" aria-label={`댓글 ${formatCount(post.commentCount)}개`}>
          <Bubble /> {formatCount(post.commentCount)}
        </span>
      </p>
    </article>
  );
}

/**
 * The card's heart: likes or unlikes the post at once (and its page, and the other lists showing it, with it); a
 * failure puts it back and says why. Logged out, it asks for the login as the post's page does.
 */
function LikeButton({ post }: { post: CommunityPost }) {
  const like = useToggleLike(post.communitySeq);
  const requireLogin = useRequireLogin();
  // The tap on screen at once, while the lists' own update (loaded with the first tap) is on its way.
  const liked = like.isPending && like.variables !== undefined ? like.variables : post.liked;
  const count = post.likeCount + (liked === post.liked ? 0 : liked ? 1 : -1);
  const onLike = async () => {
    if (await requireLogin('좋아요는 로그인한 뒤에 누를 수 있어요.')) like.mutate(!liked);
  };
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      aria-label={`좋아요 ${formatCount(count)}개${liked ? ', 취소하기' : ', 누르기'}`}
      onClick={() => void onLike()}
    >
      <Heart filled={liked} /> {formatCount(count)}
    </button>
  );
}

export function Heart({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={styles.icon}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.2 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.7 4.5 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
        fill={filled ? 'var(--color-accent)' : 'none'}
        stroke={filled ? 'var(--color-accent)' : 'currentColor'}
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Bubble({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={styles.icon}>
      <path
        d="M4 5.5h16v10H9l-5 4v-14z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

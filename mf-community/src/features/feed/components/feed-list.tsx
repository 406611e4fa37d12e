// The feed's rows. The first page is a plain list (no virtualiser in the tab's first load); once
// more pages arrive, the list becomes a virtual one (virtual-feed-list.tsx, loaded then), keeping
// the heights measured so far. The next page loads when the end of the list comes into view.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Button, Skeleton } from '@guardian/shared';
import type { CommunityPost } from '../../../api/types';
import { PostCard } from '../../../components/post-card';
import styles from './feed.module.css';

const VirtualFeedList = lazy(() => import('./virtual-feed-list'));

/** Posts up to this many are a plain list. */
const PLAIN_MAX = 20;

export interface FeedRowsProps {
  posts: CommunityPost[];
  /** Measured card heights by communitySeq. */
  heights: Map<number, number>;
  hasNext: boolean;
  loadingNext: boolean;
  nextFailed: boolean;
  onLoadNext: () => void;
}

export function FeedList(props: Omit<FeedRowsProps, 'heights'>) {
  const heights = useRef(new Map<number, number>()).current;
  const rows = { ...props, heights };
  const { hasNext, loadingNext, nextFailed, onLoadNext } = props;
  return (
    <div>
      {props.posts.length <= PLAIN_MAX ? (
        <PlainList {...rows} />
      ) : (
        <Suspense fallback={<PlainList {...rows} />}>
          <VirtualFeedList {...rows} />
        </Suspense>
      )}
      {loadingNext ? (
        <div className={styles.more} aria-label="글을 더 불러오는 중">
          <Skeleton height={120} radius={12} />
        </div>
      ) : nextFailed ? (
        <div className={styles.more}>
          <Button variant="tertiary" onClick={onLoadNext}>
            글을 더 불러오지 못했어요. 다시 시도
          </Button>
        </div>
      ) : !hasNext ? (
        <p className={styles.end}>모든 글을 다 봤어요</p>
      ) : null}
    </div>
  );
}

function PlainList({ posts, heights, hasNext, loadingNext, nextFailed, onLoadNext }: FeedRowsProps) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = endRef.current;
    if (!el || !hasNext || loadingNext || nextFailed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries[0].isIntersecting && onLoadNext(), {
      rootMargin: '600px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNext, loadingNext, nextFailed, onLoadNext]);
  return (
    <div aria-label="게시글 목록" role="feed" aria-busy={loadingNext}>
      {posts.map((p) => (
        <div
          key={p.communitySeq}
          ref={(el) => {
            if (el?.offsetHeight) heights.set(p.communitySeq, el.offsetHeight);
          }}
        >
          <PostCard post={p} />
        </div>
      ))}
      <div ref={endRef} />
    </div>
  );
}

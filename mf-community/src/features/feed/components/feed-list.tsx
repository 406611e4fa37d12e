// The feed as a window-scrolled virtual list (@tanstack/react-virtual): only the cards near the
// screen are in the DOM, so thousands of posts scroll as smoothly as twenty. Heights are measured
// as cards render; the next page loads when the last few cards come into view.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Button, Skeleton } from '@guardian/shared';
import type { CommunityPost } from '../../../api/types';
import { PostCard } from '../../../components/post-card';
import styles from './feed.module.css';

export function FeedList({
  posts,
  hasNext,
  loadingNext,
  nextFailed,
  onLoadNext,
}: {
  posts: CommunityPost[];
  hasNext: boolean;
  loadingNext: boolean;
  nextFailed: boolean;
  onLoadNext: () => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page (below the header and the sort buttons).
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => 380,
    overscan: 4,
    scrollMargin: offset,
    getItemKey: (i) => posts[i].communitySeq,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1].index : -1;

  useEffect(() => {
    if (hasNext && !loadingNext && !nextFailed && lastIndex >= posts.length - 3) onLoadNext();
  }, [hasNext, loadingNext, nextFailed, lastIndex, posts.length, onLoadNext]);

  return (
    <div ref={listRef}>
      <div
        className={styles.virtual}
        style={{ height: virtualizer.getTotalSize() }}
        aria-label="게시글 목록"
        role="feed"
        aria-busy={loadingNext}
      >
        {items.map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <PostCard post={posts[item.index]} />
          </div>
        ))}
      </div>
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

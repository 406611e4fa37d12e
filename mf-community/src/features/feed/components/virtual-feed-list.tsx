// The feed as a window-scrolled virtual list (@tanstack/react-virtual): only the cards near the
// screen are in the DOM, so thousands of posts scroll as smoothly as twenty. Cards already seen in
// the plain first page keep their measured heights, so switching to this list does not jump.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { PostCard } from '../../../components/post-card';
import type { FeedRowsProps } from './feed-list';
import styles from './feed.module.css';

const ESTIMATE = 380;

export default function VirtualFeedList({
  posts,
  heights,
  hasNext,
  loadingNext,
  nextFailed,
  onLoadNext,
}: FeedRowsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page (below the header and the sort buttons).
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: (i) => heights.get(posts[i].communitySeq) ?? ESTIMATE,
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
    </div>
  );
}

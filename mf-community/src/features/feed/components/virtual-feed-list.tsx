// The feed as a virtual list (@tanstack/react-virtual): only the cards near the screen are in the
// DOM, so thousands of posts scroll as smoothly as twenty. It follows whatever scrolls the page: in
// the composed site that is the shell's <main>, not the window (a window virtualiser there saw no
// scrolling and left everything past the first screen blank). Cards already seen in the plain first
// page keep their measured heights, so switching to this list does not jump.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { scrollParentOf } from '../../../lib/scroll-parent';
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
  // What scrolls the list, and where the list starts in it (below the header and the sort buttons).
  const [scroller, setScroller] = useState<{ element: HTMLElement; offset: number } | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const element = scrollParentOf(list);
    const offset = list.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
    setScroller({ element, offset });
  }, []);
  const virtualizer = useVirtualizer({
    count: posts.length,
    getScrollElement: () => scroller?.element ?? null,
    estimateSize: (i) => heights.get(posts[i].communitySeq) ?? ESTIMATE,
    overscan: 4,
    scrollMargin: scroller?.offset ?? 0,
    getItemKey: (i) => posts[i].communitySeq,
  });
  // What was measured here outlives the list (feed-list.tsx `cardHeights`): the next visit places the cards above
  // the restored scroll position where they were.
  useEffect(
    () => () => {
      for (const item of virtualizer.takeSnapshot()) heights.set(Number(item.key), item.size);
    },
    [virtualizer, heights],
  );
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

// The feed's rows. The first page is a plain list (no virtualiser in the tab's first load); once
// more pages arrive, the list becomes a virtual one (virtual-feed-list.tsx, loaded then), keeping
// the heights measured so far. The next page loads when the end of the list comes into view (or on 글 더 보기), and
// that is when the plain list's cards are measured: the observer's callback runs after layout, so the
// reads cost nothing, where reading each card's height as it mounted forced a layout of the whole
// first page inside the render's task (72-134 ms of /community's first load at 4x CPU).
import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Button, Skeleton, lazyWithRetry } from '@guardian/shared';
import type { CommunityPost } from '../../../api/types';
import { PostCard } from '../../../components/post-card';
import styles from './feed.module.css';

const VirtualFeedList = lazyWithRetry(() => import('./virtual-feed-list'));

/** Posts up to this many are a plain list. */
const PLAIN_MAX = 20;
/**
 * Cards rendered with the page; the rest of the first page follows in a background render React can
 * pause (useDeferredValue), so twenty cards are not one long task on a slow phone (119 ms at 4x CPU).
 */
const FIRST_CARDS = 4;

export interface FeedRowsProps {
  posts: CommunityPost[];
  /** Measured card heights by communitySeq. */
  heights: Map<number, number>;
  hasNext: boolean;
  loadingNext: boolean;
  nextFailed: boolean;
  onLoadNext: () => void;
}

/**
 * Measured card heights by communitySeq, kept while the app is open. Back from a post the feed is drawn anew, and
 * a virtual list that had forgotten them put every card above the screen at the estimated height: the scroll
 * position the shell restores then showed other posts than the ones left, a screen or more away deep in the feed.
 */
const cardHeights = new Map<number, number>();

export function FeedList(props: Omit<FeedRowsProps, 'heights' | 'cards'>) {
  const heights = cardHeights;
  // The plain list's cards, measured just before the next page turns it into the virtual one.
  const cards = useRef(new Map<number, HTMLElement>()).current;
  const { hasNext, loadingNext, nextFailed } = props;
  const onLoadNext = () => {
    for (const [seq, card] of cards) if (card.offsetHeight) heights.set(seq, card.offsetHeight);
    props.onLoadNext();
  };
  const rows = { ...props, heights, cards, onLoadNext };
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
        <div className={styles.more} role="status" aria-label="글을 더 불러오는 중">
          <Skeleton height={120} radius={12} />
        </div>
      ) : nextFailed ? (
        <div className={styles.more}>
          <Button variant="tertiary" onClick={onLoadNext}>
            글을 더 불러오지 못했어요. 다시 시도
          </Button>
        </div>
      ) : hasNext ? (
        // The list's end coming into view loads the next page; the button is for when it does not (a
        // keyboard or screen reader moving through the cards, a browser that never reports it).
        <div className={styles.more}>
          <Button variant="tertiary" onClick={onLoadNext}>
            글 더 보기
          </Button>
        </div>
      ) : (
        <p className={styles.end}>모든 글을 다 봤어요</p>
      )}
    </div>
  );
}

function PlainList({
  posts,
  cards,
  hasNext,
  loadingNext,
  nextFailed,
  onLoadNext,
}: FeedRowsProps & { cards: Map<number, HTMLElement> }) {
  const endRef = useRef<HTMLDivElement>(null);
  const shown = useDeferredValue(posts.length, Math.min(posts.length, FIRST_CARDS));
  // Until every card is drawn, the list's end sits just below the first ones: not a reason to load more.
  const complete = shown >= posts.length;
  useEffect(() => {
    const el = endRef.current;
    if (
      !el ||
      !complete ||
      !hasNext ||
      loadingNext ||
      nextFailed ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries[0].isIntersecting) onLoadNext();
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [complete, hasNext, loadingNext, nextFailed, onLoadNext]);
  return (
    <div aria-label="게시글 목록" role="feed" aria-busy={loadingNext}>
      {posts.slice(0, shown).map((p) => (
        <div
          key={p.communitySeq}
          className={styles.card}
          ref={(el) => {
            if (el) cards.set(p.communitySeq, el);
            else cards.delete(p.communitySeq);
          }}
        >
          <PostCard post={p} />
        </div>
      ))}
      <div ref={endRef} />
    </div>
  );
}

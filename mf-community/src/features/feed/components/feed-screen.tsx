// `/community`: the feed. Newest or popular (kept in the URL), a virtualised list that loads the next
// page near its end, pull to refresh, search and write buttons. Reading needs no account.
import { useSearchParams, Link } from 'react-router-dom';
import { Button, QueryState, Skeleton } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useStartWriting } from '../../../lib/use-start-writing';
import { useFeed, type FeedSort } from '../api/get-feed';
import { FeedList } from './feed-list';
import { PullToRefresh } from './pull-to-refresh';
import { scrollParentOf } from '../../../lib/scroll-parent';
import { uniquePosts } from '../../../lib/unique-posts';
import styles from './feed.module.css';

const SORTS: { value: FeedSort; label: string }[] = [
  { value: 'NEWEST', label: '최신순' },
  { value: 'POPULAR', label: '인기순' },
];

export function FeedScreen() {
  const [params, setParams] = useSearchParams();
  const sort: FeedSort = params.get('sort') === 'POPULAR' ? 'POPULAR' : 'NEWEST';
  const feed = useFeed(sort);
  const write = useStartWriting();

  return (
    <>
      {/* A tab page under the shell's bar (가디언, 채팅): its name heads the page, as on 일정, with 검색 beside it,
          not a second bar under that one. */}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>커뮤니티</h1>
        <Link to={paths.search} className={styles.iconButton} aria-label="커뮤니티 검색">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </Link>
      </div>
      <div className={styles.sorts} role="radiogroup" aria-label="정렬">
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            role="radio"
            aria-checked={sort === s.value}
            className={`${styles.sort} ${sort === s.value ? styles.sortOn : ''}`}
            onClick={(e) => {
              setParams(s.value === 'NEWEST' ? {} : { sort: s.value }, { replace: true });
              scrollParentOf(e.currentTarget).scrollTop = 0;
            }}
          >
            {s.label}
          </button>
        ))}
      </div>
      <PullToRefresh onRefresh={() => feed.refetch()}>
        <QueryState
          query={feed}
          skeleton={<FeedSkeleton />}
          errorFallback="글을 불러오지 못했어요."
          isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
          empty={{
            title: '아직 올라온 글이 없어요',
            description: '우리 아이 이야기로 첫 글을 남겨 보세요.',
            action: <Button onClick={() => void write()}>첫 글 쓰기</Button>,
          }}
        >
          {(data) => (
            <FeedList
              posts={uniquePosts(data.pages)}
              hasNext={feed.hasNextPage}
              loadingNext={feed.isFetchingNextPage}
              nextFailed={feed.isFetchNextPageError}
              onLoadNext={() => void feed.fetchNextPage()}
            />
          )}
        </QueryState>
      </PullToRefresh>
      <button type="button" className={styles.fab} onClick={() => void write()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        글쓰기
      </button>
    </>
  );
}

function FeedSkeleton() {
  return (
    <ul className={styles.skeleton} aria-busy="true" aria-label="글을 불러오는 중">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i}>
          <div className={styles.skeletonAuthor}>
            <Skeleton width={36} height={36} radius="50%" />
            <Skeleton width={120} height={14} />
          </div>
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={180} radius={12} />
        </li>
      ))}
    </ul>
  );
}

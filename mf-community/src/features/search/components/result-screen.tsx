// `/community/result?keyword=…&breedSeq=…`: matching posts, newest first, the next page loading as
// the end of the list comes into view (or with the button when that failed).
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BackButton,
  Button,
  EmptyState,
  QueryState,
  Skeleton,
  firstChars,
  formatCount,
  routeId,
} from '@guardian/shared';
import { useAllBreeds } from '../../../api/breeds';
import { LIMITS } from '../../../api/types';
import { PostCard } from '../../../components/post-card';
import { paths, searchHref } from '../../../config/paths';
import { uniquePosts } from '../../../lib/unique-posts';
import { useStartWriting } from '../../../lib/use-start-writing';
import { useSearchPosts } from '../api/search-posts';
import styles from './search.module.css';

/** The API counts results up to this many (`SEARCH_COUNT_CAP`). */
const SEARCH_COUNT_CAP = 1000;

export function ResultScreen() {
  const [params] = useSearchParams();
  // A longer one (a link typed or cut by hand) is refused by the API: it searches by the words that fit, counted
  // as the API counts them (an emoji is one; never half of one), so 50 emoji are searched whole, not 25.
  const keyword = firstChars(params.get('keyword')?.trim() ?? '', LIMITS.keyword).trim();
  // A breed number not written plainly (?breedSeq=0x10, a link mangled on the way) names no breed: the search
  // goes on without that filter, as when it is left out, rather than filtering by breed 16.
  const breedSeq = routeId(params.get('breedSeq')) ?? undefined;
  const search = useSearchPosts({ keyword, ...(breedSeq ? { breedSeq } : {}) });
  const breedName = useAllBreeds().breeds.find((b) => b.breedSeq === breedSeq)?.name;
  const posts = uniquePosts(search.data?.pages ?? []);
  const total = search.data?.pages[0]?.total ?? 0;
  const endRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = search;
  const write = useStartWriting();

  useEffect(() => {
    const el = endRef.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries[0].isIntersecting && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // Until (or if never) the breeds arrive, a breed filter still reads as one rather than as no query.
  const breedLabel = breedSeq ? `#${breedName ?? '선택한 품종'}` : '';
  const title = [keyword && `‘${keyword}’`, breedLabel].filter(Boolean).join(' ');

  return (
    <>
      {/* A tab page under the shell's bar (가디언, 채팅): its name heads the page beside 뒤로 가기, as the feed's does with
          검색, not a second bar under that one. */}
      <div className={styles.titleRow}>
        <BackButton />
        <h1 className={styles.title}>검색 결과</h1>
      </div>
      <p className={styles.summary}>
        {/* Back to the search screen with this search in its box, to change a word rather than type it all again. */}
        <Link to={searchHref(keyword, breedSeq ?? null)} className={styles.query}>
          {title || '검색어 없음'}
        </Link>
        {search.data ? (
          <span>
            {' '}
            검색 결과 {formatCount(total)}개{total >= SEARCH_COUNT_CAP ? ' 이상' : ''}
          </span>
        ) : null}
      </p>
      {!keyword && !breedSeq ? (
        <EmptyState
          title="무엇을 찾을까요?"
          description="낱말이나 품종으로 글을 찾을 수 있어요."
          action={
            <Link to={paths.search} className={styles.linkButton}>
              검색하러 가기
            </Link>
          }
        />
      ) : (
        // A next page that fails keeps the results (its own 다시 시도 below).
        <QueryState
          query={search}
          skeleton={
            <div className={styles.skeleton} role="status" aria-busy="true" aria-label="검색 중">
              <Skeleton height={140} radius={12} />
              <Skeleton height={140} radius={12} />
            </div>
          }
          errorFallback="검색 결과를 불러오지 못했어요."
          isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
          empty={{
            title: '찾는 글이 없어요',
            description: '다른 낱말로 찾아보거나, 직접 글을 올려 물어보세요.',
            action: (
              <Button fullWidth={false} onClick={() => void write()}>
                글쓰기
              </Button>
            ),
          }}
        >
          {() => (
            <>
              <ul className={styles.results}>
                {posts.map((p) => (
                  <li key={p.communitySeq}>
                    <PostCard post={p} />
                  </li>
                ))}
              </ul>
              <div ref={endRef} className={styles.more}>
                {isFetchingNextPage ? (
                  <Skeleton height={120} radius={12} />
                ) : isFetchNextPageError ? (
                  <Button variant="tertiary" onClick={() => void fetchNextPage()}>
                    더 불러오지 못했어요. 다시 시도
                  </Button>
                ) : hasNextPage ? (
                  <Button variant="tertiary" onClick={() => void fetchNextPage()}>
                    더 보기
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

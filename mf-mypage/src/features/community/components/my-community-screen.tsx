// `/my-info/community/feed|like|comment`: the posts I wrote, the posts I liked and my comments, each
// linking to its post in the community tab (a comment: the post opened at that comment, `?comment=`). Pages are read by offset, newest first: a post liked (or written, or a
// comment) in the community tab between two pages pushes a row of the first page into the next, so each row is
// listed once.
import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  formatCount,
  formatSeoulDate,
  paths as appPaths,
  LoadMore,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useMyCommunity, type CommentPage, type MyList, type PostPage } from '../api/get-my-community';
import { uniqueBy } from '../../../lib/unique-by';
import styles from './my-community.module.css';

/** The post opened at one comment: scrolled to it, lit, its thread open when it is a reply (mf-community). */
const commentHref = (communitySeq: number, commentSeq: number) =>
  `${appPaths.communityPost(communitySeq)}?comment=${commentSeq}`;

const TABS = [
  { list: 'posts', route: paths.communityFeed },
  { list: 'likes', route: paths.communityLike },
  { list: 'comments', route: paths.communityComment },
] as const;

const EMPTY: Record<MyList, { title: string; description: string; action: string }> = {
  posts: { title: '아직 쓴 글이 없어요', description: '우리 아이 이야기를 나눠 보세요.', action: '글쓰기' },
  likes: {
    title: '좋아요한 글이 없어요',
    description: '마음에 드는 글에 하트를 눌러 보세요.',
    action: '커뮤니티 둘러보기',
  },
  comments: {
    title: '아직 쓴 댓글이 없어요',
    description: '궁금한 글에 댓글로 이야기해 보세요.',
    action: '커뮤니티 둘러보기',
  },
};

export function MyCommunityScreen({ list }: { list: MyList }) {
  const query = useMyCommunity(list);
  const title = TABS.find((t) => t.list === list)!.route.title;
  const pages = query.data?.pages ?? [];
  const total = pages[0]?.total ?? 0;
  const empty = EMPTY[list];

  return (
    <>
      <PageHeader title={title} back />
      <nav className={styles.tabs} aria-label="내 커뮤니티 활동">
        {TABS.map((t) => (
          <Link
            key={t.list}
            to={t.route.path}
            replace
            aria-current={t.list === list ? 'page' : undefined}
            className={`${styles.tab} ${t.list === list ? styles.tabOn : ''}`}
          >
            {t.route.title}
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label="불러오는 중">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={72} radius={12} />
          ))}
        </div>
      ) : !query.data ? (
        // Only when there is nothing to show: a later page or a refresh that fails keeps the list.
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState
          title={empty.title}
          description={empty.description}
          action={
            <Link
              className={styles.linkButton}
              to={list === 'posts' ? appPaths.communityEdit : appPaths.community}
            >
              {empty.action}
            </Link>
          }
        />
      ) : (
        <>
          <p className={styles.total}>모두 {formatCount(total)}개</p>
          <ul className={styles.list}>
            {list === 'comments'
              ? uniqueBy(
                  (pages as CommentPage[]).flatMap((p) => p.items),
                  (c) => c.commentSeq,
                ).map((c) => (
                  <li key={c.commentSeq}>
                    <Link to={commentHref(c.communitySeq, c.commentSeq)} className={styles.row}>
                      <span className={styles.text}>{c.content}</span>
                      <span className={styles.meta}>
                        {c.isReply ? '답글 · ' : ''}원글: {c.postExcerpt}
                      </span>
                      <span className={styles.meta}>{formatSeoulDate(c.createdAt)}</span>
                    </Link>
                  </li>
                ))
              : uniqueBy(
                  (pages as PostPage[]).flatMap((p) => p.items),
                  (post) => post.communitySeq,
                ).map((post) => (
                  <li key={post.communitySeq}>
                    <Link to={appPaths.communityPost(post.communitySeq)} className={styles.row}>
                      {post.breedName ? <span className={styles.tag}>#{post.breedName}</span> : null}
                      <span className={styles.text}>{post.content}</span>
                      <span className={styles.meta}>
                        {list === 'likes' ? `${post.author.nickname} · ` : ''}좋아요{' '}
                        {formatCount(post.likeCount)} · 댓글 {formatCount(post.commentCount)} ·{' '}
                        {formatSeoulDate(post.createdAt)}
                        {post.hidden ? ' · 검토 중' : ''}
                      </span>
                    </Link>
                  </li>
                ))}
          </ul>
          <LoadMore query={query} className={styles.more} />
        </>
      )}
    </>
  );
}

export const MyPostsScreen = () => <MyCommunityScreen list="posts" />;
export const MyLikesScreen = () => <MyCommunityScreen list="likes" />;
export const MyCommentsScreen = () => <MyCommunityScreen list="comments" />;

// /notice: the current shop's notices, pinned first, then newest; /notice?shopId= those of another shop of the owner's
// (where a notice of that shop opened by a push or a link goes back to: its list, not the current shop's). A notice the
// owner has not opened since the shop published it carries an "N" (새 글), gone once they open it (on every device).
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  LoginPrompt,
  Skeleton,
  formatSeoulDate,
  paths as app,
  routeId,
  useCurrentShop,
  useIsLoggedIn,
  useSessionStore,
  LoadMore,
} from '@guardian/shared';
import { NewMark, UnreadSummary } from '../../../components/new-mark';
import { useNotices } from '../api/get-notices';
import type { NoticeItem } from '../api/types';
import { preview } from '../lib/format';
import styles from './notice.module.css';

/**
 * The shop asked for (?shopId=, plain digits) when it is one of the owner's, else the current one. The current shop
 * is not switched for it: the owner chose that on the home, and the list names the shop it shows. A shop not theirs
 * is not asked for here (a notice of such a shop goes back to the shop's page: notice-detail-screen).
 */
function useShownShop() {
  const current = useCurrentShop();
  const asked = routeId(useSearchParams()[0].get('shopId'));
  const shops = useSessionStore((s) => s.user?.userShops);
  return shops?.find((s) => s.shopId === asked) ?? current;
}

export function NoticeListScreen() {
  const current = useShownShop();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  return (
    <>
      {/* A tab page under the shell's bar (가디언, 채팅): its name heads the page, as on 일정, not a second bar. */}
      <h1 className={styles.heading}>공지사항</h1>
      {!loggedIn ? (
        // A guest has no shop because they are not logged in: linking or finding one starts with logging in.
        <LoginPrompt description="로그인하면 다니는 매장의 공지를 여기서 볼 수 있어요." />
      ) : current ? (
        <NoticeList shopId={current.shopId} shopName={current.shopInfo.name} />
      ) : (
        <EmptyState
          title="연결된 매장이 없어요"
          description="다니는 매장을 연결하면 매장의 공지를 여기서 볼 수 있어요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
              매장 찾기
            </Button>
          }
        />
      )}
    </>
  );
}

function NoticeListSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="공지를 불러오는 중">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={84} radius={16} />
      ))}
    </div>
  );
}

function NoticeList({ shopId, shopName }: { shopId: number; shopName: string }) {
  const navigate = useNavigate();
  const query = useNotices(shopId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  return (
    <div className={styles.page}>
      {query.isPending ? (
        <NoticeListSkeleton />
      ) : !query.data ? (
        // Only with nothing to show: a next page or a refresh that fails keeps the list (LoadMore says why).
        <ErrorState
          error={query.error}
          fallback="공지를 불러오지 못했어요."
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={`${shopName}의 공지가 아직 없어요`}
          description="매장이 공지를 올리면 소식으로 알려 드릴게요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.shopById(shopId))}>
              매장 정보 보기
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.shopName}>{shopName}의 공지</p>
          <UnreadSummary label="읽지 않은 공지" count={unread} />
          <ul className={styles.list}>
            {items.map((n) => (
              <li key={n.noticeSeq}>
                <NoticeItem notice={n} />
              </li>
            ))}
          </ul>
        </>
      )}
      <LoadMore query={query} />
    </div>
  );
}

function NoticeItem({ notice }: { notice: NoticeItem }) {
  // Named by what it shows, the "N" in words (새 글) after the title it marks; the spaces keep the parts apart in the
  // name (the rows lay them out: spaces take no room there).
  return (
    <Link
      to={app.noticeDetail(notice.noticeSeq)}
      className={`${styles.item} ${notice.pinned ? styles.pinnedItem : ''}`}
    >
      <span className={styles.titleRow}>
        {notice.pinned ? <Badge tone="brand">고정</Badge> : null}{' '}
        <span className={styles.title}>{notice.title}</span>
        {notice.unread ? (
          <>
            {' '}
            <NewMark label="새 글" />
          </>
        ) : null}
      </span>{' '}
      <span className={styles.preview}>{preview(notice.body)}</span>{' '}
      <span className={styles.date}>{formatSeoulDate(notice.publishedAt)}</span>
    </Link>
  );
}

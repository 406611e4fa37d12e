// /notice/{id}: one notice; opens from a link (소식, a message) without the login-and-shop layout.
import { useNavigate, useParams } from 'react-router-dom';
import {
  Badge,
  PageHeader,
  QueryState,
  Skeleton,
  formatSeoulDate,
  paths as app,
  routeId,
  useGoBack,
  useIsLoggedIn,
  useMe,
} from '@guardian/shared';
import { LinkedText } from '@guardian/shared/forms';
import { showsError } from '../../../lib/shows-error';
import { useNotice } from '../api/get-notice';
import styles from './notice.module.css';

/**
 * Where 뒤로 goes with nothing of the app behind (a push, a link) and where 공지사항 목록 leads: the notice's shop's
 * list when it is one of the owner's (/notice alone lists the current shop's, where a notice of another shop is
 * missing), the shop's own page for a shop not theirs or a guest; /notice while the notice is unknown.
 */
function useListOf(shopId: number | undefined): { to: string; label: string } {
  const me = useMe().data;
  const loggedIn = useIsLoggedIn();
  if (shopId === undefined) return { to: app.notice, label: '공지사항 목록' };
  // While the user loads it is taken for one of theirs: that list falls back to the current shop for a shop not theirs.
  const mine = me ? me.userShops.some((s) => s.shopId === shopId) : loggedIn;
  return mine
    ? { to: `${app.notice}?shopId=${shopId}`, label: '공지사항 목록' }
    : { to: app.shopById(shopId), label: '매장 정보 보기' };
}

export function NoticeDetailScreen() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const query = useNotice(id);
  const list = useListOf(query.data?.shopId);
  const back = useGoBack(list.to);
  const toList = { label: list.label, onClick: () => navigate(list.to) };
  return (
    <>
      {/* The notice's title is the page's h1 while it is shown; not once a refusal (deleted since) replaced it. */}
      <PageHeader title="공지사항" back={back} heading={!query.data || showsError(query)} />
      <QueryState
        notFound={id === null ? '공지사항을 찾을 수 없어요.' : undefined}
        query={query}
        errorFallback="공지를 불러오지 못했어요."
        errorAction={toList}
        skeleton={
          <div className={styles.article} role="status" aria-busy="true" aria-label="공지를 불러오는 중">
            <Skeleton height={28} width="70%" />
            <Skeleton height={16} width="40%" />
            <Skeleton height={160} radius={12} />
          </div>
        }
      >
        {(notice) => (
          <article className={styles.article}>
            <h1 className={styles.articleTitle}>{notice.title}</h1>
            <p className={styles.articleMeta}>
              {notice.pinned ? <Badge tone="brand">고정</Badge> : null}
              <span>{notice.shopName}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={String(notice.publishedAt)}>{formatSeoulDate(notice.publishedAt)}</time>
            </p>
            <p className={styles.body}>
              <LinkedText text={notice.body} />
            </p>
          </article>
        )}
      </QueryState>
    </>
  );
}

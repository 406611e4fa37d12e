// /news (알림): every notification, grouped by day, unread ones highlighted; a tap opens its screen.
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  VisuallyHidden,
  formatCount,
  formatSeoulTime,
  paths as app,
  seoulToday,
  toastError,
  useNow,
  LoadMore,
} from '@guardian/shared';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import type { Notification } from '../api/types';
import { dayHeading, groupByDay } from '../lib/group-by-day';
import { KIND_LABEL } from '../lib/kinds';
import { uniqueBy } from '../../../lib/unique-by';
import { KindIcon } from './kind-icon';
import styles from './news.module.css';

export function NewsScreen() {
  const navigate = useNavigate();
  const query = useNotifications();
  const markAll = useMarkAllRead();
  // 모두 읽음 once per tap, held in a ref (a double tap lands before the button is drawn busy): it was sent twice.
  // Not shared's useOneAtATime: its form kit is no part of this tab page's load.
  const marking = useRef(false);
  // Pages are read by offset, newest first: an 알림 that arrives between two pages pushes the last one of the first
  // page into the next, and it was listed twice (with a duplicate key). Each 알림 is shown once.
  const items = uniqueBy(query.data?.pages.flatMap((p) => p.items) ?? [], (n) => n.notificationSeq);
  const unread = query.data?.pages[0]?.unread ?? 0;

  return (
    <>
      {/* A tab page under the shell's bar (가디언, 채팅): its name heads the page, as on 마이페이지, not a second bar. */}
      <h1 className={styles.heading}>알림</h1>
      {query.isPending ? (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label="알림을 불러오는 중">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={64} radius={12} />
          ))}
        </div>
      ) : !query.data ? (
        // Only when there is nothing to show: a later page or a refresh that fails keeps the list.
        <ErrorState
          error={query.error}
          fallback="알림을 불러오지 못했어요."
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="아직 받은 알림이 없어요"
          description="예약이 확정되거나 매장이 알림장, 앨범, 공지를 올리면 여기에 모여요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.newsSetting)}>
              알림 설정
            </Button>
          }
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            {/* A live region: 모두 읽음 (or new 알림 arriving) is heard, not only seen. */}
            <span role="status" className={styles.toolbarStatus}>
              {unread > 0 ? `읽지 않은 알림 ${formatCount(unread)}개` : '모두 읽었어요'}
            </span>
            <span className={styles.toolbarActions}>
              <Button
                variant="text"
                fullWidth={false}
                disabled={unread === 0}
                loading={markAll.isPending}
                onClick={() => {
                  if (marking.current) return;
                  marking.current = true;
                  markAll.mutate(undefined, {
                    onError: (e) => toastError(e, '읽음으로 바꾸지 못했어요.'),
                    onSettled: () => {
                      marking.current = false;
                    },
                  });
                }}
              >
                모두 읽음
              </Button>
              <Button variant="text" fullWidth={false} onClick={() => navigate(app.newsSetting)}>
                알림 설정
              </Button>
            </span>
          </div>
          <NewsList items={items} />
          <LoadMore query={query} className={styles.more} />
        </>
      )}
    </>
  );
}

function NewsList({ items }: { items: Notification[] }) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  // The list opens one notification: a double tap sent its read twice and navigated twice, and the second
  // navigation, while the first still loaded the other tab's screens, ended on /not-found.
  const opening = useRef(false);
  // Reads on their way: one with nothing to open (no link) was sent again by each tap of a double tap.
  const reading = useRef(new Set<number>());
  const open = (n: Notification) => {
    if (opening.current) return;
    if (n.link) opening.current = true;
    const seq = n.notificationSeq;
    if (n.readAt === null && !reading.current.has(seq)) {
      reading.current.add(seq);
      markRead.mutate(seq, { onSettled: () => reading.current.delete(seq) });
    }
    if (n.link) navigate(n.link);
  };
  // 오늘 and 어제 as of the day it is now: the list left open overnight went on calling last night's 알림 오늘 (the
  // page's clock is read again when the app is shown again, whether or not the list can be).
  const today = useNow((t) => seoulToday(new Date(t)));
  const now = new Date(`${today}T12:00:00+09:00`);
  return (
    <div className={styles.page}>
      {groupByDay(items).map((g) => (
        <section key={g.day} aria-label={dayHeading(g.day, now)}>
          <h2 className={styles.dayHeading}>{dayHeading(g.day, now)}</h2>
          <ul className={styles.list}>
            {g.items.map((n) => (
              <li key={n.notificationSeq}>
                <NewsItem notification={n} onOpen={() => open(n)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function NewsItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const read = n.readAt !== null;
  // Named by what it shows (no aria-label, which would drop the time and the text from a screen
  // reader's reading), unread in words; the spaces keep the parts apart in the name.
  return (
    <button type="button" className={styles.item} data-read={read} onClick={onOpen}>
      <KindIcon kind={n.kind} />
      <span className={styles.itemBody}>
        <span className={styles.itemTop}>
          {read ? null : <VisuallyHidden>읽지 않음</VisuallyHidden>}{' '}
          <span className={styles.kindLabel}>{KIND_LABEL[n.kind]}</span>{' '}
          {n.pushed ? null : <span>· 알림 꺼둠</span>}{' '}
          <span className={styles.time}>{formatSeoulTime(n.createdAt)}</span>
        </span>{' '}
        <span className={styles.itemTitle}>{n.title}</span> <span className={styles.itemText}>{n.body}</span>
      </span>
    </button>
  );
}

// /chatting: my conversations with shops, pinned first then newest; the unread badge per room. Kept live
// by the shell's chat listener (and the native REFRESH_CHAT_ROOM_LIST event).
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  QueryState,
  Skeleton,
  VisuallyHidden,
  formatSeoulMonthDay,
  formatSeoulTime,
  seoulToday,
  useCurrentShop,
  useNow,
} from '@guardian/shared';
import { paths, roomHref } from '../../../config/paths';
import { useUnsentMessages } from '../../../lib/unsent-messages';
import { useRooms, type ChatRoom } from '../api/get-rooms';
import styles from './rooms.module.css';

export function RoomsScreen() {
  const rooms = useRooms();
  const navigate = useNavigate();
  // With a shop of mine, its page's 문의하기 is one tap away; without one, 내 매장 was only a second empty screen.
  const hasShop = useCurrentShop() !== null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{paths.rooms.title}</h1>
      <QueryState
        query={rooms}
        errorFallback="채팅 목록을 불러오지 못했어요."
        skeleton={<RoomsSkeleton />}
        isEmpty={(data) => data.length === 0}
        empty={
          hasShop
            ? {
                title: '아직 매장과 나눈 대화가 없어요',
                description: '내 매장 페이지의 문의하기로 궁금한 점을 물어보세요.',
                action: <Button onClick={() => navigate(paths.myShops.path)}>내 매장 보기</Button>,
              }
            : {
                title: '아직 매장과 나눈 대화가 없어요',
                description: '매장 페이지의 문의하기로 예약이나 궁금한 점을 물어볼 수 있어요.',
                action: <Button onClick={() => navigate(paths.shopSearch.path)}>매장 찾아 문의하기</Button>,
              }
        }
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((room) => (
              <li key={room.chattingRoomId}>
                <RoomRow room={room} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function RoomRow({ room }: { room: ChatRoom }) {
  // A message of mine that failed to send waits in the room (unsent-messages.ts); the list says so, as KakaoTalk
  // does, so it is not forgotten there.
  const failed = useUnsentMessages(room.chattingRoomId).some((m) => m.state === 'failed');
  // Named by what it shows (no aria-label, which would drop the time from a screen reader's reading),
  // the unread badge in words; the spaces keep the parts apart in the name.
  return (
    <Link to={roomHref(room.chattingRoomId)} className={styles.row} data-testid="chat-room">
      {room.shopImageUrl ? (
        <img className={styles.thumb} src={room.shopImageUrl} alt="" width={52} height={52} />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          {room.shopName.slice(0, 1)}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.top}>
          <strong>
            {room.isPinned && (
              <>
                <span className={styles.pin} aria-hidden="true">
                  📌
                </span>{' '}
              </>
            )}
            {room.shopName}
          </strong>{' '}
          {/* Beside the name, not in it: a long name's ellipsis would cut it off. */}
          {room.isMuted && (
            <span className={styles.muted}>
              <BellOff />
              <VisuallyHidden>알림 꺼짐</VisuallyHidden>
            </span>
          )}{' '}
          {room.lastMessageAt && <RoomTime iso={String(room.lastMessageAt)} />}
        </span>{' '}
        <span className={styles.bottom}>
          <span className={styles.last}>
            {failed && <span className={styles.failed}>전송 실패</span>} {room.lastMessage ?? ''}
          </span>{' '}
          {room.unreadCount > 0 && (
            <span className={styles.badge} data-testid="room-unread">
              <VisuallyHidden>안 읽은 메시지</VisuallyHidden>{' '}
              {room.unreadCount > 99 ? '99+' : room.unreadCount}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/** A room whose alerts are off (채팅방 설정), as KakaoTalk marks one beside its name. */
function BellOff() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 0 1 9.3-5M18 10.5V16l1.5 2h-15M10 20.5a2 2 0 0 0 4 0M4 4l16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Today: '오후 2:05'; another day: '11월 19일'; another year: '2025년 3월 1일' (a room quiet since then read as this
 * year's day). Against the page's clock: the list left open overnight says yesterday's '오후 2:05' as '11월 19일'.
 */
function RoomTime({ iso }: { iso: string }) {
  const text = useNow((t) => {
    const now = new Date(t);
    return seoulToday(iso) === seoulToday(now) ? formatSeoulTime(iso) : formatSeoulMonthDay(iso, now);
  });
  return <time dateTime={iso}>{text}</time>;
}

function RoomsSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="채팅 목록을 불러오는 중">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width={52} height={52} radius={16} />
          <div className={styles.skeletonLines}>
            <Skeleton width={140} height={18} />
            <Skeleton width={220} height={16} />
          </div>
        </div>
      ))}
    </div>
  );
}

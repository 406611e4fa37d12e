// /chatting/{chattingRoomId}: the conversation with one shop. Messages page 10 at a time upward, arrive
// live, are marked read while visible; a send that fails stays with 재전송 (same client id: never twice) and 삭제, kept
// on the device until then (unsent-messages.ts): leaving the room or a reload does not lose it. Opened with more
// unread messages than a screen holds, it opens at "여기까지 읽었어요" (open-at-unread.ts), not at the newest.
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, PageHeader, isNotFound, routeId, useGoBack } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useRoom } from '../api/get-room';
import { useClosedNotice } from '../lib/use-closed-notice';
import { Conversation } from './conversation';
import { RoomSettings } from './room-settings';
import styles from './room.module.css';

export function RoomScreen() {
  const chattingRoomId = routeId(useParams().url);
  const navigate = useNavigate();
  const valid = chattingRoomId !== null;
  const room = useRoom(chattingRoomId);
  // Closed as fetched, until its opening time on the page's clock.
  const closed = useClosedNotice(chattingRoomId ?? 0, room.data);
  const toRooms = () => navigate(paths.rooms.path);
  // 뒤로 returns whence the room was opened (the list, a shop page, a notification), or to the list when nothing
  // of the app is behind it. Pushing the list instead put the room behind it: the phone's back reopened the room.
  const back = useGoBack(paths.rooms.path);

  if (!valid || (room.isError && isNotFound(room.error))) {
    return (
      <div className={styles.page}>
        <PageHeader title={paths.room.title} back={back} />
        <ErrorState
          message="채팅방을 찾을 수 없어요."
          action={{ label: '채팅 목록으로', onClick: toRooms }}
        />
      </div>
    );
  }
  // A refetch that fails (the network dropped just as a resync asked) keeps the room on screen: tearing the
  // conversation down would drop its live feed and what is typed; the next resync or return fetches it again.
  if (room.isError && !room.data) {
    return (
      <div className={styles.page}>
        <PageHeader title={paths.room.title} back={back} />
        <ErrorState error={room.error} onRetry={() => void room.refetch()} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader
        title={room.data?.shopName ?? paths.room.title}
        back={back}
        right={room.data ? <RoomSettings room={room.data} /> : null}
      />
      <Conversation
        // One room's box, sends and scroll are not another's: a link from one room to the next starts afresh.
        key={chattingRoomId}
        chattingRoomId={chattingRoomId}
        roomReady={room.data !== undefined}
        closed={closed}
        shopName={room.data?.shopName ?? ''}
        shopReadSeq={room.data?.shopReadSeq ?? 0}
      />
    </div>
  );
}

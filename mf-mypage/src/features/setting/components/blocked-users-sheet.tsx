// 설정 › 차단한 사용자: the people I blocked in the community (차단하기 on a post or a comment), the latest first, each
// with 해제. Unblocked, their posts and comments show again; they are told neither way.
import { Avatar, BottomSheet, LoadMore, QueryState, Skeleton, toast, toastError } from '@guardian/shared';
import { useBlockedUsers, useUnblock, type BlockedUser } from '../api/blocked-users';
import styles from './setting.module.css';

export function BlockedUsersSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <BottomSheet open={open} onClose={onClose} title="차단한 사용자" closeOnBack>
      {open ? <BlockedList /> : null}
    </BottomSheet>
  );
}

function BlockedList() {
  const blocked = useBlockedUsers(true);
  const unblock = useUnblock();
  const onUnblock = (u: BlockedUser) =>
    unblock.mutate(u.userSeq, {
      onSuccess: () => toast.success(`${u.nickname}님 차단을 해제했어요`),
      onError: (e) => toastError(e),
    });
  const people = blocked.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState
      query={blocked}
      skeleton={
        <div role="status" aria-busy="true" aria-label="차단한 사용자를 불러오는 중">
          <Skeleton height={48} />
        </div>
      }
      errorFallback="차단한 사용자를 불러오지 못했어요."
    >
      {() =>
        people.length === 0 ? (
          <p className={styles.blockedEmpty}>차단한 사용자가 없어요.</p>
        ) : (
          <>
            <p className={styles.blockedNote}>차단한 사용자의 글과 댓글은 커뮤니티에서 보이지 않아요.</p>
            <ul className={styles.blockedList}>
              {people.map((u) => (
                <li key={u.userSeq} className={styles.blockedRow}>
                  <Avatar name={u.nickname} imageUrl={u.profileImageUrl} size={36} />
                  <span className={styles.blockedName}>{u.nickname}</span>
                  <button
                    type="button"
                    className={styles.unblock}
                    aria-label={`${u.nickname}님 차단 해제`}
                    disabled={unblock.isPending && unblock.variables === u.userSeq}
                    onClick={() => onUnblock(u)}
                  >
                    해제
                  </button>
                </li>
              ))}
            </ul>
            <LoadMore query={blocked} />
          </>
        )
      }
    </QueryState>
  );
}

// The room's menu (⋮ in its header): pin it to the top of 채팅 목록, turn its alerts off. Each switch is saved at once;
// while saving it shows what was asked, and a refusal puts it back and says why.
import { useState, type MouseEvent } from 'react';
import { BottomSheet, PageHeaderMenuButton, toastError } from '@guardian/shared';
import { SwitchRow, useOneAtATime } from '@guardian/shared/forms';
import type { ChatRoomDetail } from '../api/get-room';
import { useSetRoomMetadata, type RoomMetadata } from '../api/set-room-metadata';
import styles from './room.module.css';

/**
 * One switch's saving: what it asked while that is saved, and its change (one at a time: useOneAtATime, as
 * `isPending` reaches the screen a task after the tap, too late to stop a quick second one). Each switch has its own,
 * so a tap on the other while one saves is kept: it is saved after it (useSetRoomMetadata's scope).
 */
function useSwitchSave(chattingRoomId: number) {
  const save = useSetRoomMetadata(chattingRoomId);
  const [, once] = useOneAtATime();
  const change = (c: RoomMetadata) =>
    void once(() =>
      save.mutateAsync(c).then(
        () => undefined,
        (e: unknown) => void toastError(e, '설정을 바꾸지 못했어요. 다시 시도해 주세요.'),
      ),
    );
  return { asked: save.isPending ? save.variables : undefined, change };
}

/** A tap on a setting row outside its switch: the row's switch is tapped (so it saves as its own tap does). */
function tapRow(e: MouseEvent<HTMLElement>) {
  const target = e.target as Element;
  const row = target.closest(`.${styles.settingRow}`);
  const toggle = row?.querySelector<HTMLButtonElement>('[role="switch"]');
  if (toggle && !toggle.contains(target)) toggle.click();
}

export function RoomSettings({ room }: { room: ChatRoomDetail }) {
  const [open, setOpen] = useState(false);
  // The switches stay enabled while they save: a disabled button drops the keyboard's focus (a screen reader is
  // left on the page behind the sheet).
  const pin = useSwitchSave(room.chattingRoomId);
  const mute = useSwitchSave(room.chattingRoomId);
  const pinned = pin.asked?.isPinned ?? room.isPinned;
  const alerts = !(mute.asked?.isMuted ?? room.isMuted);
  return (
    <>
      <PageHeaderMenuButton label="채팅방 설정" onClick={() => setOpen(true)} />
      <BottomSheet open={open} onClose={() => setOpen(false)} title="채팅방 설정" closeOnBack>
        {/* A tap anywhere on a row (its words, the line under them) is a tap on its switch, as a phone's settings
            rows are: only the small switch answered. The switch keeps its name and description, and the keyboard. */}
        <div className={styles.settings} onClick={tapRow}>
          <SwitchRow
            className={styles.settingRow}
            label="채팅 목록 맨 위에 고정"
            hint="이 매장과의 대화를 채팅 목록 맨 위에 보여 드려요."
            checked={pinned}
            onChange={() => pin.change({ isPinned: !pinned })}
          />
          <SwitchRow
            className={styles.settingRow}
            label="채팅방 알림"
            hint={
              alerts
                ? '이 매장이 보낸 새 메시지를 알려 드려요.'
                : '이 매장이 보낸 새 메시지를 알리지 않아요. 채팅 목록에는 그대로 보여요.'
            }
            checked={alerts}
            onChange={() => mute.change({ isMuted: alerts })}
          />
        </div>
      </BottomSheet>
    </>
  );
}

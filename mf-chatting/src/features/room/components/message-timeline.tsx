// The conversation's messages as drawn: each day headed by its date, "여기까지 읽었어요" where the reading had stopped
// when the room opened, and the bubbles in runs (the shop's name over the first of a run, the time under the last).
import type { ChatMessage } from '@guardian/shared';
import type { TimelineItem } from '../lib/message-pages';
import { MessageBubble } from './message-bubble';
import styles from './room.module.css';

const isShopMessage = (item: TimelineItem | undefined) =>
  item?.kind === 'message' && item.message.sender === 'SHOP';

export function MessageTimeline({
  timeline,
  runEnds,
  shopName,
  readUpTo,
  onEdit,
}: {
  timeline: TimelineItem[];
  /** Which bubbles end a run (the time under them), by the timeline's index. */
  runEnds: boolean[];
  shopName: string;
  /** The shop has read my messages up to this sequence (읽음). */
  readUpTo: number;
  onEdit: (message: ChatMessage) => void;
}) {
  return timeline.map((item, i) =>
    item.kind === 'day' ? (
      <p key={item.key} className={styles.day} role="separator">
        {item.label}
      </p>
    ) : item.kind === 'unread' ? (
      <p
        key={item.key}
        className={styles.unreadFrom}
        role="separator"
        aria-label="여기까지 읽었어요"
        data-unread-divider
      >
        <span>여기까지 읽었어요</span>
      </p>
    ) : (
      <MessageBubble
        key={item.key}
        message={item.message}
        shopName={shopName}
        // The shop's name heads a run of its messages, as in a messenger: over each one, a long
        // name took two lines per message.
        firstOfRun={!isShopMessage(timeline[i - 1]) || !isShopMessage(item)}
        lastOfRun={runEnds[i]}
        read={item.message.seq <= readUpTo}
        onEdit={onEdit}
      />
    ),
  );
}

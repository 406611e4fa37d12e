// One message: mine on the right (읽음 once the shop has read it, 수정됨 once edited), the shop's on the
// left; the prepare form as a card. Tapping my own text message offers to edit it.
import { formatSeoulTime, type ChatMessage } from '@guardian/shared';
import styles from './room.module.css';

/** A sent photo's square in the bubble (room.module.css: `.images img`). */
const CHAT_PHOTO_SIZES = '120px';

export interface MessageBubbleProps {
  message: ChatMessage;
  shopName: string;
  read: boolean;
  onEdit?: (message: ChatMessage) => void;
}

export function MessageBubble({ message, shopName, read, onEdit }: MessageBubbleProps) {
  const mine = message.sender === 'USER';
  const editable = mine && message.kind === 'TEXT' && !!onEdit;
  const body =
    message.kind === 'INQUIRY' && message.inquiry ? (
      <InquiryCard inquiry={message.inquiry} />
    ) : message.kind === 'IMAGE' ? (
      <span className={styles.images}>
        {message.images.map((img) => (
          <a key={img.mediaSeq} href={img.url} target="_blank" rel="noreferrer">
            <img
              src={img.thumbnailUrl}
              srcSet={img.srcSet}
              sizes={CHAT_PHOTO_SIZES}
              alt="보낸 사진"
              width={img.width}
              height={img.height}
              loading="lazy"
            />
          </a>
        ))}
        {message.message && <span>{message.message}</span>}
      </span>
    ) : (
      message.message
    );
  return (
    <div
      className={mine ? styles.rowMine : styles.rowTheirs}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      {!mine && <span className={styles.sender}>{shopName}</span>}
      <div className={styles.line}>
        {editable ? (
          <button
            type="button"
            className={`${styles.bubble} ${styles.bubbleMine}`}
            onClick={() => onEdit(message)}
            aria-label={`${message.message}, 눌러서 수정`}
          >
            {body}
          </button>
        ) : (
          <div className={`${styles.bubble} ${mine ? styles.bubbleMine : styles.bubbleTheirs}`}>{body}</div>
        )}
        <span className={styles.meta}>
          {mine && read && <span className={styles.read}>읽음</span>}
          {message.editedAt && <span>수정됨</span>}
          <time dateTime={String(message.createdAt)}>{formatSeoulTime(String(message.createdAt))}</time>
        </span>
      </div>
    </div>
  );
}

function InquiryCard({ inquiry }: { inquiry: NonNullable<ChatMessage['inquiry']> }) {
  const rows: [string, string][] = [];
  if (inquiry.type) rows.push(['상담 종류', inquiry.type]);
  if (inquiry.date) rows.push(['희망 날짜', inquiry.date]);
  if (inquiry.pets.length)
    rows.push([
      '반려동물',
      inquiry.pets.map((p) => (p.breedName ? `${p.name} (${p.breedName})` : p.name)).join(', '),
    ]);
  if (inquiry.userData) rows.push(['보호자', `${inquiry.userData.name} · ${inquiry.userData.phoneNumber}`]);
  for (const e of inquiry.etcData) rows.push([e.question, e.answer]);
  return (
    <span className={styles.inquiry}>
      <strong>상담 신청서</strong>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </span>
  );
}

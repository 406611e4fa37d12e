// One message: mine on the right (읽음 once the shop has read it, 수정됨 once edited), the shop's on the
// left; the prepare form as a card. Tapping my own text message offers to edit it; tapping a photo opens it full
// screen; tapping a web address or a phone number in a message opens or dials it (and never offers to edit).
import type { ReactNode } from 'react';
import {
  ImageViewer,
  formatDay,
  formatSeoulTime,
  usePhotoViewerEntry,
  VisuallyHidden,
  type ChatMessage,
} from '@guardian/shared';
import { LinkedText, hasLinks, phoneText } from '@guardian/shared/forms';
import styles from './room.module.css';

/**
 * Photos per row (room.module.css `.images2`, `.images3`): one alone, two or four in pairs, otherwise threes, in
 * a grid as wide as the bubble can be. With each, the width a photo is drawn at (at most, on the widest screen).
 */
function photoGrid(count: number) {
  if (count <= 1) return { className: `${styles.images} ${styles.imageAlone}`, sizes: '200px', fill: false };
  if (count === 2 || count === 4)
    return { className: `${styles.images} ${styles.images2}`, sizes: '160px', fill: true };
  return { className: `${styles.images} ${styles.images3}`, sizes: '110px', fill: true };
}

/** The box a photo alone is drawn in, at most (px): as KakaoTalk, a landscape photo wide, a portrait one tall. */
const ALONE = { width: 200, height: 260, min: 80 };

/**
 * A photo alone at its own shape (its stored width and height) within ALONE, not cropped square: 800×600 is drawn
 * 200×150, 600×800 195×260. A very long one is cropped to the least side (80 px) rather than drawn as a sliver.
 */
export function aloneSize(width: number, height: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 120, height: 120 };
  const scale = Math.min(ALONE.width / width, ALONE.height / height);
  const fit = (v: number, max: number) => Math.round(Math.min(max, Math.max(ALONE.min, v * scale)));
  return { width: fit(width, ALONE.width), height: fit(height, ALONE.height) };
}

export interface MessageBubbleProps {
  message: ChatMessage;
  shopName: string;
  read: boolean;
  onEdit?: (message: ChatMessage) => void;
  /** Not after another of the shop's messages: its name shows over it (after one, only a screen reader says it). */
  firstOfRun?: boolean;
  /**
   * The last of a run from the same side in the same minute (endsRun): only it shows the time and 읽음, as in
   * KakaoTalk; the others show 수정됨 alone, when edited.
   */
  lastOfRun?: boolean;
}

export function MessageBubble({
  message,
  shopName,
  read,
  onEdit,
  firstOfRun = true,
  lastOfRun = true,
}: MessageBubbleProps) {
  const mine = message.sender === 'USER';
  const editable = mine && message.kind === 'TEXT' && !!onEdit;
  const photos = message.kind === 'IMAGE' ? photoGrid(message.images.length) : null;
  // Full screen over the room, as a history entry of its own: the phone's back closes it. A link to the file opened
  // it in another tab, out of the app (in the app's WebView, nowhere at all).
  const viewer = usePhotoViewerEntry(`chat-message-${message.seq}`);
  const body =
    message.kind === 'INQUIRY' && message.inquiry ? (
      <InquiryCard inquiry={message.inquiry} />
    ) : photos ? (
      <span className={photos.className}>
        {message.images.map((img, i) => {
          const alone = message.images.length === 1 ? aloneSize(img.width, img.height) : null;
          return (
            // Still the file's address (the browser's own menu can open or save it); a tap opens the viewer.
            <a
              key={img.mediaSeq}
              href={img.url}
              aria-label={`사진 크게 보기 ${i + 1} / ${message.images.length}`}
              onClick={(e) => {
                e.preventDefault();
                viewer.show(i);
              }}
            >
              <img
                src={img.thumbnailUrl}
                srcSet={img.srcSet}
                sizes={alone ? `${alone.width}px` : photos.sizes}
                alt="보낸 사진"
                width={img.width}
                height={img.height}
                loading="lazy"
                style={
                  alone ? { width: alone.width, aspectRatio: `${alone.width} / ${alone.height}` } : undefined
                }
              />
            </a>
          );
        })}
        {message.message && (
          <span>
            <LinkedText text={message.message} />
          </span>
        )}
      </span>
    ) : (
      <LinkedText text={message.message} />
    );
  return (
    <div
      className={mine ? styles.rowMine : styles.rowTheirs}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      {!mine &&
        (firstOfRun ? (
          <span className={styles.sender} data-testid="chat-sender">
            {shopName}
          </span>
        ) : (
          <VisuallyHidden>{shopName}</VisuallyHidden>
        ))}
      <div className={photos?.fill ? `${styles.line} ${styles.lineFill}` : styles.line}>
        {editable && hasLinks(message.message) ? (
          // A link cannot be inside the button: the button lies under the text, the links over it, so a tap on a
          // link opens it and a tap anywhere else in the bubble offers to edit, as on any other of my messages.
          <div className={`${styles.bubble} ${styles.bubbleMine} ${styles.bubbleLinked}`}>
            {body}
            <button
              type="button"
              className={styles.editUnder}
              onClick={() => onEdit(message)}
              aria-label="메시지 수정"
            />
          </div>
        ) : editable ? (
          <button
            type="button"
            className={`${styles.bubble} ${styles.bubbleMine}`}
            onClick={() => onEdit(message)}
            aria-label={`${message.message}, 눌러서 수정`}
          >
            {body}
          </button>
        ) : (
          <div
            className={`${styles.bubble} ${mine ? styles.bubbleMine : styles.bubbleTheirs} ${photos ? styles.bubblePhotos : ''}`}
          >
            {body}
          </div>
        )}
        {(lastOfRun || message.editedAt) && (
          <span className={styles.meta}>
            {lastOfRun && mine && read && <span className={styles.read}>읽음</span>}
            {message.editedAt && <span>수정됨</span>}
            {lastOfRun && (
              <time dateTime={String(message.createdAt)}>{formatSeoulTime(String(message.createdAt))}</time>
            )}
          </span>
        )}
      </div>
      {photos && viewer.open !== null && viewer.open < message.images.length ? (
        <ImageViewer
          images={message.images.map((img, i) => ({
            src: img.url,
            srcSet: img.srcSet,
            alt: `사진 ${i + 1}`,
          }))}
          startIndex={viewer.open}
          onClose={viewer.close}
        />
      ) : null}
    </div>
  );
}

function InquiryCard({ inquiry }: { inquiry: NonNullable<ChatMessage['inquiry']> }) {
  const rows: [string, ReactNode][] = [];
  if (inquiry.type) rows.push(['상담 종류', inquiry.type]);
  // The wished-for day as the app writes days ('12월 6일 (일)'), not the form's '2026-12-06'.
  if (inquiry.date) rows.push(['희망 날짜', formatDay(inquiry.date)]);
  if (inquiry.pets.length)
    rows.push([
      '반려동물',
      inquiry.pets.map((p) => (p.breedName ? `${p.name} (${p.breedName})` : p.name)).join(', '),
    ]);
  // The number as phones write it ('010-1234-5678'), not the form's bare digits; whole on one line, as a line
  // break at its hyphens ('010-' above '1234-5678') reads as two numbers.
  if (inquiry.userData)
    rows.push([
      '보호자',
      <>
        {inquiry.userData.name} ·{' '}
        <span className={styles.phone}>{phoneText(inquiry.userData.phoneNumber)}</span>
      </>,
    ]);
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

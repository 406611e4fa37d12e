// The full-screen photo viewer. Loaded on demand (see lazy-image-viewer.ts): it is only needed
// once someone taps a photo, so it stays out of every tab's first load.
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './image-viewer.module.css';
import { EDGE_TO_EDGE_PHOTO_SIZES, useModalFocus } from '../../index';

export interface ViewerImage {
  src: string;
  /** The photo's renditions (the API's `srcSet`), so the grid and the viewer each load the size they show. */
  srcSet?: string;
  /** Describes the photo for screen readers; '' for a decorative one. */
  alt: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The photo shown first. */
  startIndex?: number;
  onClose: () => void;
  /** Extra buttons in the top bar for the photo on screen (e.g. an album's 저장). */
  actions?: (index: number) => ReactNode;
}

/** A horizontal move of at least this many px counts as a swipe. */
const SWIPE_PX = 50;

export default function ImageViewer({ images, startIndex = 0, onClose, actions }: ImageViewerProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), images.length - 1));
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  useModalFocus(true, dialogRef, onClose, closeRef);

  const count = images.length;
  const hasPrev = index > 0;
  const hasNext = index < count - 1;
  const go = (step: -1 | 1) => setIndex((i) => Math.min(Math.max(i + step, 0), count - 1));

  // On the document, not the dialog: stepping to the last photo disables 다음 and drops its focus.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
      if (step) setIndex((i) => Math.min(Math.max(i + step, 0), count - 1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  // Reaching the first or last photo disables 이전/다음, which drops focus out of the dialog (and so
  // out of the Tab trap); keep it inside.
  useEffect(() => {
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLButtonElement && active.disabled))
      dialogRef.current?.focus();
  }, [index]);

  const image = images[index];
  if (!image) return null;

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (dx <= -SWIPE_PX) go(1);
    else if (dx >= SWIPE_PX) go(-1);
  };

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={`사진 ${index + 1} / ${count}`}
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {count}
        </span>
        {actions ? <span className={styles.actions}>{actions(index)}</span> : null}
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          닫기
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? EDGE_TO_EDGE_PHOTO_SIZES : undefined}
          alt={image.alt}
          draggable={false}
        />
      </div>
      <div className={styles.nav}>
        <button type="button" className={styles.navButton} onClick={() => go(-1)} disabled={!hasPrev}>
          이전 사진
        </button>
        <button type="button" className={styles.navButton} onClick={() => go(1)} disabled={!hasNext}>
          다음 사진
        </button>
      </div>
    </div>,
    document.body,
  );
}

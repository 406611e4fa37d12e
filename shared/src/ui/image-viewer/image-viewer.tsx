// The full-screen photo viewer. Loaded on demand (see lazy-image-viewer.ts): it is only needed
// once someone taps a photo, so it stays out of every tab's first load.
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import visuallyHidden from '../visually-hidden/visually-hidden.module.css';
import styles from './image-viewer.module.css';
import { useModalFocus } from '../modal/use-modal-focus';
import { SavePhotoButton, type PhotoSave } from './save-photo-button';

export type { PhotoSave };

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
  /** Extra buttons in the top bar for the photo on screen. */
  actions?: (index: number) => ReactNode;
  /** A 저장 button in the top bar that saves the photo on screen (an album's, a 알림장's: one and the same). */
  save?: PhotoSave;
  /**
   * Told of the photo on screen each time it changes (not of the first), e.g. so the page's address names it and a
   * reload or a copied link opens that photo again.
   */
  onIndexChange?: (index: number) => void;
}

/** A horizontal move of at least this many px counts as a swipe. */
const SWIPE_PX = 50;
/** How far two fingers can zoom a photo in. */
const MAX_SCALE = 4;
/** The photo's slot for its `srcSet`: the whole screen's width at most (the viewer is not held to the page's column). */
const VIEWER_PHOTO_SIZES = '100vw';

export default function ImageViewer({
  images,
  startIndex = 0,
  onClose,
  actions,
  save,
  onIndexChange,
}: ImageViewerProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), images.length - 1));
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
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

  // After the step, not inside it: a page that writes the photo into its address updates the router meanwhile.
  const reported = useRef(index);
  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });
  useEffect(() => {
    if (reported.current === index) return;
    reported.current = index;
    onIndexChangeRef.current?.(index);
  }, [index]);

  const image = images[index];
  if (!image) return null;

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
        {/* 다음 keeps the focus, so nothing else tells a screen reader which photo is on screen now. */}
        <span className={visuallyHidden.hidden} role="status">
          사진 {index + 1} / {count}
          {image.alt ? `: ${image.alt}` : ''}
        </span>
        {actions || save ? (
          <span className={styles.actions}>
            {actions?.(index)}
            {save ? <SavePhotoButton save={save} index={index} src={image.src} /> : null}
          </span>
        ) : null}
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          닫기
        </button>
      </div>
      {/* Keyed: the next photo starts unzoomed. */}
      <Stage key={index} image={image} onSwipe={go} />
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

interface Point {
  x: number;
  y: number;
}

const NO_ZOOM = { scale: 1, x: 0, y: 0 };

/**
 * The photo with its gestures: one finger swipes to the next or previous photo, two fingers pinch it bigger (up to
 * MAX_SCALE), and one finger then moves the zoomed photo around instead of swiping. The page's own zoom is off here
 * (`touch-action: none`): a pinch zoomed the whole page behind the viewer, and its fingers lifting one by one read
 * as a swipe to another photo.
 */
function Stage({ image, onSwipe }: { image: ViewerImage; onSwipe: (step: -1 | 1) => void }) {
  const [zoom, setZoom] = useState(NO_ZOOM);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const drag = useRef<{ start: Point; zoom: typeof NO_ZOOM } | null>(null);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (e: PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      pinch.current = { distance: spread() || 1, scale: zoom.scale };
      drag.current = null;
    } else if (pointers.current.size === 1) {
      drag.current = { start: { x: e.clientX, y: e.clientY }, zoom };
    }
  };

  const onPointerMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pointers.current.size >= 2) {
      const scale = Math.min(
        MAX_SCALE,
        Math.max(1, (pinch.current.scale * spread()) / pinch.current.distance),
      );
      setZoom((z) => (scale === 1 ? NO_ZOOM : { ...z, scale }));
    } else if (drag.current && drag.current.zoom.scale > 1) {
      const { start, zoom: from } = drag.current;
      setZoom({ ...from, x: from.x + e.clientX - start.x, y: from.y + e.clientY - start.y });
    }
  };

  const onPointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    const started = drag.current;
    drag.current = null;
    if (pinch.current) {
      // The fingers of a pinch lift one at a time: the last one is not a swipe.
      if (pointers.current.size === 0) pinch.current = null;
      return;
    }
    if (!started || started.zoom.scale > 1) return;
    const dx = e.clientX - started.start.x;
    if (dx <= -SWIPE_PX) onSwipe(1);
    else if (dx >= SWIPE_PX) onSwipe(-1);
  };

  const onPointerCancel = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size === 0) pinch.current = null;
    drag.current = null;
  };

  return (
    <div
      className={styles.stage}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onDoubleClick={() => setZoom(NO_ZOOM)}
    >
      <img
        className={styles.image}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? VIEWER_PHOTO_SIZES : undefined}
        alt={image.alt}
        draggable={false}
        style={
          zoom.scale > 1
            ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
            : undefined
        }
      />
    </div>
  );
}

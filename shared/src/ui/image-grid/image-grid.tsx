// Loaded on demand (lazy-image-grid.tsx): only album-like screens show photo grids.
import styles from './image-grid.module.css';
import {
  ImageViewer,
  columnPhotoSizes,
  usePhotoViewerEntry,
  type PhotoSave,
  type ViewerImage,
} from '../../index';

export interface ImageGridProps {
  images: readonly ViewerImage[];
  /** 3 for albums and 알림장, 2 or 4 where photos are bigger or denser. */
  columns?: 2 | 3 | 4;
  /** Names the grid, e.g. '보리의 앨범'. */
  label?: string;
  /** The viewer's 저장 (the 알림장's photos; see ImageViewer). */
  save?: PhotoSave;
  /**
   * Names the set in the open viewer's history entry, the same on every visit (e.g. `alim-${id}`). Without it, the
   * photos' addresses without their query (a signed link's signature changes from one read to the next).
   */
  name?: string;
}

/**
 * Square thumbnails; tapping one opens the full-screen viewer at that photo. The open viewer is a history entry
 * of its own (the same address, with the grid and photo in its state), so the phone's back button closes it
 * instead of leaving the page; 닫기 and Escape go back the same way. A page may hold several grids (알림장 cards).
 * The set's name outlives the grid (React's useId did not: a reload or a visit again left an entry nobody claimed, a
 * back that did nothing), so after a reload with the viewer open, or forward to its entry, the photo is open again.
 */
export default function ImageGrid({ images, columns = 3, label, save, name }: ImageGridProps) {
  const { open, show, close } = usePhotoViewerEntry(
    name ?? images.map((image) => image.src.split('?')[0]).join(' '),
  );
  if (images.length === 0) return null;
  return (
    <>
      <ul
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
        aria-label={label}
      >
        {images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => show(i)}
              aria-label={`사진 크게 보기 ${i + 1} / ${images.length}${image.alt ? `: ${image.alt}` : ''}`}
            >
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? columnPhotoSizes(columns) : undefined}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && open < images.length ? (
        <ImageViewer images={images} startIndex={open} onClose={close} save={save} />
      ) : null}
    </>
  );
}

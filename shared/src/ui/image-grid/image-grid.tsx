// Loaded on demand (lazy-image-grid.tsx): only album-like screens show photo grids.
import { useState } from 'react';
import styles from './image-grid.module.css';
import { ImageViewer, columnPhotoSizes, type ViewerImage } from '../../index';

export interface ImageGridProps {
  images: readonly ViewerImage[];
  /** 3 for albums and 알림장, 2 or 4 where photos are bigger or denser. */
  columns?: 2 | 3 | 4;
  /** Names the grid, e.g. '보리의 앨범'. */
  label?: string;
}

/** Square thumbnails; tapping one opens the full-screen viewer at that photo. */
export default function ImageGrid({ images, columns = 3, label }: ImageGridProps) {
  const [open, setOpen] = useState<number | null>(null);
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
              onClick={() => setOpen(i)}
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
      {open !== null ? <ImageViewer images={images} startIndex={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

// A post's photos on its page. One photo goes across the page at its own shape, as the feed's card shows it (in a
// grid's cell it was half as wide as on the card it was opened from); several go in a grid. A tap opens the
// full-screen viewer at that photo, as a history entry of its own (the phone's back closes it). The entry names the
// photos by their numbers, the same on every visit, so a reload with the viewer open (or forward to it) opens it again.
import type { CSSProperties } from 'react';
import { ImageGrid, ImageViewer, columnPhotoSizes, usePhotoViewerEntry } from '@guardian/shared';
import type { CommunityPost } from '../../../api/types';
import styles from './post.module.css';

type Photo = CommunityPost['photos'][number];

/** Its width over its height, kept between 4:5 (a tall photo) and 1.91:1 (a wide one), as Instagram crops them. */
export const photoShape = ({ width, height }: Photo) =>
  width > 0 && height > 0 ? Math.min(1.91, Math.max(0.8, width / height)) : 4 / 3;

export function PostPhotos({ photos }: { photos: Photo[] }) {
  const name = `post-photos-${photos.map((p) => p.mediaSeq).join('-')}`;
  const viewer = usePhotoViewerEntry(name);
  const images = photos.map((p, i) => ({ src: p.url, srcSet: p.srcSet, alt: `사진 ${i + 1}` }));
  if (photos.length !== 1) return <ImageGrid columns={3} label="첨부 사진" images={images} name={name} />;
  const [photo] = photos;
  return (
    <>
      <button
        type="button"
        className={styles.onePhoto}
        style={{ '--photo-shape': String(photoShape(photo)) } as CSSProperties}
        onClick={() => viewer.show(0)}
        aria-label="사진 크게 보기: 사진 1"
      >
        <img
          src={photo.url}
          srcSet={photo.srcSet || undefined}
          sizes={columnPhotoSizes(1)}
          alt=""
          width={photo.width}
          height={photo.height}
          decoding="async"
        />
      </button>
      {viewer.open === 0 ? <ImageViewer images={images} startIndex={0} onClose={viewer.close} /> : null}
    </>
  );
}

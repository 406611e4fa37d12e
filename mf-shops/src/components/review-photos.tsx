// A review's photos (mine on 리뷰, everyone's on a shop page): a row of thumbnails, each opening the full-screen
// viewer there, as an album's and a 알림장's do. The open viewer is a history entry of its own (shared's
// usePhotoViewerEntry), so the phone's back closes it and stays on the page; 닫기 and Escape go back the same way.
// The entry names the photos by their numbers, the same on every visit: a reload with the viewer open (or forward to
// it) opens it again, and on a shop page of many reviews it names this review's photos only.
import { ImageViewer, usePhotoViewerEntry } from '@guardian/shared';
import styles from './review-photos.module.css';

interface ReviewPhoto {
  mediaSeq: number;
  url: string;
  thumbnailUrl: string;
  srcSet: string;
}

export function ReviewPhotos({ photos }: { photos: readonly ReviewPhoto[] }) {
  const { open, show, close } = usePhotoViewerEntry(
    `review-photos-${photos.map((p) => p.mediaSeq).join('-')}`,
  );
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={styles.photos} aria-label="리뷰 사진">
        {photos.map((p, i) => (
          <li key={p.mediaSeq}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => show(i)}
              aria-label={`리뷰 사진 크게 보기 ${i + 1} / ${photos.length}`}
            >
              {/* Named, as before the viewer: the button's name says what a tap does, the photo's which it is. */}
              <img
                src={p.thumbnailUrl}
                alt={`리뷰 사진 ${i + 1}`}
                width={72}
                height={72}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && open < photos.length ? (
        <ImageViewer
          images={photos.map((p, i) => ({
            src: p.url,
            srcSet: p.srcSet || undefined,
            alt: `리뷰 사진 ${i + 1}`,
          }))}
          startIndex={open}
          onClose={close}
        />
      ) : null}
    </>
  );
}

// /album/{id}: the album's photos; a tap opens the full-screen viewer (swipe), 저장 saves the photo on screen.
// The open viewer is a page of its own (?photo=N): the phone's back button closes it instead of leaving the album,
// and N follows the photo on screen, so a reload or a copied link opens that photo again.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  columnPhotoSizes,
  ImageViewer,
  PageHeader,
  QueryState,
  Skeleton,
  paths as app,
  routeId,
  useParamEntry,
  type PhotoSave,
} from '@guardian/shared';
import { showsError } from '../../../lib/shows-error';
import { PHOTO_LINKS_FRESH_MS, albumQueryOptions, useAlbum } from '../api/get-album';
import type { Album } from '../api/types';
import { albumDay, petNames } from '../lib/format';
import styles from './album.module.css';

export function AlbumDetailScreen() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const query = useAlbum(id);
  const toList = { label: '앨범 목록', onClick: () => navigate(app.album) };
  return (
    <>
      {/* The album's title is the page's h1 while it is shown; not once a refusal (deleted since) replaced it. */}
      <PageHeader title="앨범" back heading={!query.data || showsError(query)} />
      <div className={styles.page}>
        <QueryState
          notFound={id === null ? '앨범을 찾을 수 없어요.' : undefined}
          query={query}
          errorFallback="앨범을 불러오지 못했어요."
          errorAction={toList}
          skeleton={
            <div role="status" aria-busy="true" aria-label="사진을 불러오는 중" className={styles.head}>
              <Skeleton height={24} width="60%" />
              <Skeleton height={16} width="40%" />
              <Skeleton height={240} radius={12} />
            </div>
          }
        >
          {(album) => <AlbumPhotos album={album} />}
        </QueryState>
      </div>
    </>
  );
}

/** 저장 of the viewer (shared: the 알림장's is the same), with a link that still opens. */
function usePhotoSave(album: Album): PhotoSave {
  const queryClient = useQueryClient();
  return {
    name: `${album.date}_${album.title}`,
    url: async (index) => {
      // The album as fetched within the links' lifetime (asked again when older): its link still opens.
      const fresh = await queryClient.fetchQuery({
        ...albumQueryOptions(album.albumSeq),
        staleTime: PHOTO_LINKS_FRESH_MS,
      });
      const shown = album.photos[index];
      return (fresh.photos.find((p) => p.mediaSeq === shown.mediaSeq) ?? shown).url;
    },
  };
}

/** The photo open in the viewer (0-based) from ?photo= (1-based), or null. */
function usePhotoParam(count: number) {
  const { params, open: openEntry, close } = useParamEntry();
  // Plain digits only, as the viewer writes them: Number() would also read '0x2', '2e0' or ' 2' as photo 2.
  const n = routeId(params.get('photo'));
  const open = n !== null && n <= count ? n - 1 : null;
  const show = (index: number) => openEntry({ photo: String(index + 1) });
  // A swipe to another photo rewrites the address in place (its entry's state kept, so 닫기 and back still go back to
  // the grid): not an entry per photo, which back would step through.
  const [, setParams] = useSearchParams();
  const { state } = useLocation();
  const follow = (index: number) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('photo', String(index + 1));
        return next;
      },
      { replace: true, state },
    );
  // close: opened from the grid, back to it; opened by a link straight at a photo, the grid takes its place.
  return { open, show, close, follow };
}

function AlbumPhotos({ album }: { album: Album }) {
  const { open, show, close, follow } = usePhotoParam(album.photos.length);
  const save = usePhotoSave(album);
  const name = petNames(album.pets);
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{album.title}</h1>
        <p className={styles.meta}>
          {album.shopName} · {albumDay(album.date)} · {name} · 사진 {album.photoCount}장
        </p>
      </div>
      <ul className={styles.photos} aria-label={`${album.title} 사진`}>
        {album.photos.map((p, i) => (
          <li key={p.mediaSeq}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => show(i)}
              aria-label={`사진 크게 보기 ${i + 1} / ${album.photos.length}`}
            >
              <img
                src={p.thumbnailUrl}
                srcSet={p.srcSet}
                sizes={columnPhotoSizes(3, { edgeToEdge: true })}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ImageViewer
          images={album.photos.map((p, i) => ({
            src: p.url,
            srcSet: p.srcSet,
            alt: `${name}의 사진 ${i + 1}`,
          }))}
          startIndex={open}
          onClose={close}
          onIndexChange={follow}
          save={save}
        />
      ) : null}
    </>
  );
}

// /album: the albums every shop of mine (linked) posted of my pets, newest day first, each with its shop's name, as
// 알림장 lists every shop's cards: an album of another shop than the current one (opened from its 소식) is on the
// list 뒤로 leads to. An album the owner has not opened since the shop posted it carries an "N" on its cover, gone once
// they open it (on every device).
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  LoginPrompt,
  PageHeader,
  Skeleton,
  paths as app,
  useCurrentShop,
  useIsLoggedIn,
  LoadMore,
} from '@guardian/shared';
import { NewMark, UnreadSummary } from '../../../components/new-mark';
import { useAlbums } from '../api/get-albums';
import type { AlbumSummary } from '../api/types';
import { albumCoverSizes, rootFontPx } from '../lib/cover-sizes';
import { albumDay, petNames } from '../lib/format';
import styles from './album.module.css';

export function AlbumListScreen() {
  const current = useCurrentShop();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="앨범" back />
      {!loggedIn ? (
        // A guest has no shop because they are not logged in: linking or finding one starts with logging in.
        <LoginPrompt description="로그인하면 다니는 매장이 올린 우리 아이 사진을 볼 수 있어요." />
      ) : current ? (
        <AlbumGrid />
      ) : (
        <EmptyState
          title="연결된 매장이 없어요"
          description="다니는 매장을 연결하면 매장이 올린 우리 아이 사진을 볼 수 있어요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
              매장 찾기
            </Button>
          }
        />
      )}
    </>
  );
}

function AlbumGrid() {
  const navigate = useNavigate();
  const query = useAlbums();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  return (
    <div className={styles.page}>
      {query.isPending ? (
        <div className={styles.skeletonGrid} role="status" aria-busy="true" aria-label="앨범을 불러오는 중">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={styles.card}>
              <Skeleton height={160} radius={16} />
              <Skeleton height={16} width="70%" />
            </div>
          ))}
        </div>
      ) : !query.data ? (
        // Only with nothing to show: a next page or a refresh that fails keeps the list (LoadMore says why).
        <ErrorState
          error={query.error}
          fallback="앨범을 불러오지 못했어요."
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="아직 올라온 앨범이 없어요"
          description="매장이 우리 아이 사진을 올리면 소식으로 알려 드릴게요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.newsSetting)}>
              알림 설정 확인
            </Button>
          }
        />
      ) : (
        <>
          <UnreadSummary label="아직 보지 않은 앨범" count={unread} />
          <AlbumCovers items={items} />
        </>
      )}
      <LoadMore query={query} />
    </div>
  );
}

function AlbumCovers({ items }: { items: AlbumSummary[] }) {
  // True to the layout at any text size: two a row, or one once large text leaves the list too narrow. The page's
  // text size read once for the list, not a style read per cover.
  const sizes = albumCoverSizes(rootFontPx());
  return (
    <ul className={styles.grid}>
      {items.map((a) => (
        <li key={a.albumSeq}>
          <AlbumCard album={a} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}

function AlbumCard({ album, sizes }: { album: AlbumSummary; sizes: string }) {
  return (
    <Link to={app.albumDetail(album.albumSeq)} className={styles.card}>
      <span className={styles.cover}>
        {/* "N": not opened yet; in words (새 앨범) first in the link's name, as the photo count says its number. Out of
            the flow, the space after it starts the cover's line and takes no room. */}
        {album.unread ? (
          <>
            <NewMark label="새 앨범" className={styles.newMarkPlace} />{' '}
          </>
        ) : null}
        {album.cover ? (
          <img
            src={album.cover.thumbnailUrl}
            srcSet={album.cover.srcSet}
            sizes={sizes}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className={styles.count} role="img" aria-label={`사진 ${album.photoCount}장`}>
          {album.photoCount}
        </span>
      </span>{' '}
      {/* The spaces keep the parts apart in the link's name. */}
      <span className={styles.cardTitle}>{album.title}</span>{' '}
      <span className={styles.shopName}>{album.shopName}</span>{' '}
      <span className={styles.meta}>
        {albumDay(album.date)} · {petNames(album.pets)}
      </span>
    </Link>
  );
}

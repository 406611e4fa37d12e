// /alim-paper/detail?token= and /alarmpaper/{id}?token=: one card opened from a shared link,
// read-only and without login. On /alarmpaper/{id} the id must be the token's card. The page has no back
// (nothing of the app is behind it): the way on is the app's landing for shared links (/lure), or, for an
// owner who is logged in, their own 알림장.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  PageHeader,
  isApiError,
  paths as app,
  routeId,
  useIsLoggedIn,
} from '@guardian/shared';
import { PHOTO_LINKS_FRESH_MS } from '../api/get-alim-paper';
import { sharedAlimPaperQueryOptions, useSharedAlimPaper } from '../api/get-shared-alim-paper';
import { AlimPaperCard, AlimPaperCardSkeleton } from './alim-paper-card';
import styles from './alim-paper.module.css';

const INVALID = '공유 링크가 만료되었거나 취소되었어요. 보호자에게 새 링크를 받아 주세요.';

export function SharedAlimPaperScreen() {
  const token = useSearchParams()[0].get('token') ?? '';
  const idParam = useParams().id;
  // /alarmpaper/0x10 names no card (not card 16): the link reads as one that no longer works, and is not sent.
  const id = routeId(idParam);
  const badId = idParam !== undefined && id === null;
  const query = useSharedAlimPaper(badId ? '' : token, id);
  const queryClient = useQueryClient();
  // 저장 on a card left open past its links' hour: the card as read within it (asked again when older).
  const freshPhotos = async () =>
    (
      await queryClient.fetchQuery({
        ...sharedAlimPaperQueryOptions(token, id),
        staleTime: PHOTO_LINKS_FRESH_MS,
      })
    ).photos;
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const wayOn = loggedIn
    ? { label: '내 알림장 보기', onClick: () => navigate(app.alimPaper) }
    : { label: '가디언 알아보기', onClick: () => navigate(app.lure) };
  return (
    <>
      <PageHeader title="알림장" />
      {!token || badId ? (
        <ErrorState message={INVALID} action={wayOn} />
      ) : query.isPending ? (
        <AlimPaperCardSkeleton />
      ) : query.isError ? (
        isInvalid(query.error) ? (
          <ErrorState message={INVALID} action={wayOn} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <div className={styles.page}>
          <AlimPaperCard card={query.data} freshPhotos={freshPhotos} />
          <p className={styles.sharedNote}>가디언 보호자가 공유한 알림장이에요.</p>
          <Button variant="secondary" onClick={wayOn.onClick}>
            {wayOn.label}
          </Button>
        </div>
      )}
    </>
  );
}

const isInvalid = (e: unknown) => isApiError(e) && (e.status === 404 || e.status === 400);

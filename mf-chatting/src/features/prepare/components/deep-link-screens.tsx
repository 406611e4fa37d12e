// Opened from a push or a link. /chatting/prepare/deep-link?shopId=: the room with that shop when there is a
// conversation, else its prepare form. /deep/chatting?chattingRoomId= (or ?shopId=): the room; a logged-out
// visitor logs in first and comes back here.
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState, PageHeader, Skeleton, authHref, useIsLoggedIn, routeId } from '@guardian/shared';
import { paths, prepareHref, roomHref } from '../../../config/paths';
import { usePrepare } from '../api/get-prepare';
import { openRoom } from '../api/open-room';
import styles from './prepare.module.css';

function Resolving({ title }: { title: string }) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.form} role="status" aria-busy="true" aria-label="채팅방을 찾는 중">
        <Skeleton height={72} radius={16} />
        <Skeleton width={200} height={20} />
      </div>
    </div>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader title={title} back={() => navigate(paths.rooms.path)} />
      {/* A shop that is not there (404) offers no retry: the list is the way on. */}
      <ErrorState
        error={error}
        onRetry={onRetry}
        action={{ label: '채팅 목록으로', onClick: () => navigate(paths.rooms.path) }}
      />
    </div>
  );
}

export function PrepareDeepLinkScreen() {
  const [params] = useSearchParams();
  const shopId = routeId(params.get('shopId'));
  const valid = shopId !== null;
  const prepare = usePrepare(shopId ?? 0, valid);
  const title = paths.prepareDeepLink.title;
  if (!valid) return <Navigate to={paths.rooms.path} replace />;
  if (prepare.isError)
    return <Failed title={title} error={prepare.error} onRetry={() => void prepare.refetch()} />;
  if (!prepare.data) return <Resolving title={title} />;
  return (
    <Navigate
      to={prepare.data.chattingRoomId ? roomHref(prepare.data.chattingRoomId) : prepareHref(shopId)}
      replace
    />
  );
}

export function DeepChattingScreen() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const roomId = routeId(params.get('chattingRoomId') ?? params.get('url'));
  const shopId = routeId(params.get('shopId'));
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const title = paths.deep.title;

  useEffect(() => {
    if (!loggedIn || roomId !== null || shopId === null) return;
    let cancelled = false;
    openRoom(shopId)
      .then((room) => {
        if (!cancelled) setTarget(room.lastSeq > 0 ? roomHref(room.chattingRoomId) : prepareHref(shopId));
      })
      .catch((e: unknown) => !cancelled && setError(e));
    return () => {
      cancelled = true;
    };
  }, [loggedIn, roomId, shopId, attempt]);

  if (!loggedIn) return <Navigate to={authHref(pathname + search)} replace />;
  if (roomId !== null) return <Navigate to={roomHref(roomId)} replace />;
  if (shopId === null) return <Navigate to={paths.rooms.path} replace />;
  if (error)
    return (
      <Failed
        title={title}
        error={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (target) return <Navigate to={target} replace />;
  return <Resolving title={title} />;
}

// Shown by `*` when the remote that owns this path failed to load. Retry forgets the failure,
// re-registers the remote and navigates to the same location, without a page reload; offline, it does so by
// itself once the connection returns.
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@guardian/shared';
import { OFFLINE_RELOAD_TEXT, useOnline, useWhenBackOnline } from '../lib/online';
import styles from './status-screen.module.css';

export function RemoteUnavailable({ onReset }: { onReset: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const retry = () => {
    onReset();
    navigate(location.pathname + location.search + location.hash, { replace: true });
  };
  useWhenBackOnline(retry);
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>화면을 불러오지 못했어요</h1>
      <p className={styles.body}>
        {online
          ? '네트워크 상태를 확인한 뒤 다시 시도해주세요. 다른 탭은 그대로 이용할 수 있어요.'
          : OFFLINE_RELOAD_TEXT}
      </p>
      <div className={styles.actions}>
        <Button onClick={retry}>다시 시도</Button>
      </div>
    </section>
  );
}

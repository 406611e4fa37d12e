// While the phone has no connection, say so above the page. React Query holds every request meanwhile (a comment
// being sent, a page's data) and sends it when the connection returns, so without this a button would just spin.
import { useLocation } from 'react-router-dom';
import { showsOfflineBanner } from '@guardian/shared';
import { useIsFailedScreenShown, useOnline } from '../../../lib/online';
import styles from './offline-notice.module.css';

export function OfflineNotice() {
  const online = useOnline();
  const { pathname } = useLocation();
  const failedScreenShown = useIsFailedScreenShown();
  // 쇼핑 is the mall's page, which needs the connection to show anything: it says so in the page, with 다시 시도,
  // and a banner above it would be the same alert twice (the route table's ownOffline).
  // A screen that failed to arrive says it too (화면을 불러오지 못했어요, 인터넷에 연결되어 있지 않아요…): once is enough.
  if (online || !showsOfflineBanner(pathname) || failedScreenShown) return null;
  // Inserted as an alert so that a screen reader says it the moment the connection drops (an empty status region
  // kept in every page would also be one more "status" for the pages' own).
  return (
    <p role="alert" className={styles.notice}>
      인터넷 연결이 끊겼어요. 연결되면 이어서 할게요.
    </p>
  );
}

// What a screen that failed to arrive shows (its code, or its whole remote): why, and 다시 시도; offline, it tries
// again by itself once the connection returns, and says so itself (the offline banner above gives way meanwhile).
// A page without the tab bar (a detail, a sub-page) also keeps its header's 뒤로: in the iOS app's WebView there is
// no back key, and 다시 시도 alone would leave no way out.
import { useLocation } from 'react-router-dom';
import { Button, PageHeader, showsTabBar } from '@guardian/shared';
import { OFFLINE_RELOAD_TEXT, useFailedScreenShown, useOnline, useWhenBackOnline } from '../lib/online';
import styles from './status-screen.module.css';

export function ScreenFailed({ onlineText, retry }: { onlineText: string; retry: () => void }) {
  const { pathname } = useLocation();
  const online = useOnline();
  useWhenBackOnline(retry);
  useFailedScreenShown();
  return (
    <div className={styles.page}>
      {showsTabBar(pathname) ? null : <PageHeader title="" back heading={false} />}
      <section className={`${styles.screen} ${styles.fill}`} role="alert">
        <h1 className={styles.title}>화면을 불러오지 못했어요</h1>
        <p className={styles.body}>{online ? onlineText : OFFLINE_RELOAD_TEXT}</p>
        <div className={styles.actions}>
          <Button onClick={retry}>다시 시도</Button>
        </div>
      </section>
    </div>
  );
}

// Root of every page: the scroll container, the tab chrome where the spec shows it (§2),
// the native bridge listeners, a tapped push notification's link, and the blocking update prompt (§4).
import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { showsTabBar } from '@guardian/shared';
import { TabBar } from '../features/navigation/components/tab-bar';
import { TabTopBar } from '../features/navigation/components/tab-top-bar';
import { useDocumentTitle } from '../features/navigation/hooks/use-document-title';
import { useFocusNewPage } from '../features/navigation/hooks/use-focus-new-page';
import { useLiveChat } from '../features/navigation/hooks/use-live-chat';
import { useRecordHistoryEntries } from '../lib/history-entries';
import { UpdatePrompt } from '../features/native/components/update-prompt';
import { OfflineNotice } from '../features/network/components/offline-notice';
import { useExternalLinks } from '../features/native/hooks/use-external-links';
import { useNativeBridge } from '../features/native/hooks/use-native-bridge';
import { useNotificationLinks } from '../features/native/hooks/use-notification-links';
import { useScrollRestoration } from '../features/scroll/hooks/use-scroll-restoration';
import { useLoginAgain } from '../features/session/hooks/use-login-again';
import { useMonitoringContext } from '../features/session/hooks/use-monitoring-context';
import { useShopQueryParams } from '../features/session/hooks/use-shop-query-params';
import { paths } from '../config/paths';
import { preloadRemoteFor } from './remote-registry';
import styles from './root-layout.module.css';

export function RootLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useScrollRestoration(mainRef);
  useFocusNewPage(mainRef);
  useDocumentTitle(mainRef);
  useRecordHistoryEntries();
  useNativeBridge();
  useNotificationLinks();
  useLiveChat();
  useExternalLinks();
  useMonitoringContext();
  useLoginAgain();
  // /check applies the shop params itself after checking the session.
  const redirecting = useShopQueryParams(pathname !== paths.check);
  const withTabs = showsTabBar(pathname);
  // The tab shown, tapped again: back to the page's top (at once when the phone asks for less motion).
  const toTop = () =>
    mainRef.current?.scrollTo({
      top: 0,
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });

  return (
    <div className={styles.frame}>
      {withTabs && <TabTopBar onIntent={preloadRemoteFor} />}
      <OfflineNotice />
      <main ref={mainRef} className={styles.main} data-testid="main-scroll">
        {redirecting ? null : <Outlet />}
      </main>
      {withTabs && <TabBar onIntent={preloadRemoteFor} onReselect={toTop} />}
      <UpdatePrompt />
    </div>
  );
}

// Spec §4/§8: app version below 3.0.0, or a Flutter WebView, gets a blocking update prompt.
import {
  ConfirmDialog,
  MESSAGES,
  appStoreUrl,
  isFlutterWebView,
  isInApp,
  needsAppUpdate,
  postToNative,
  useDeviceStore,
} from '@guardian/shared';

function guessOs(): string {
  return /iphone|ipad|ipod/i.test(window.navigator.userAgent) ? 'ios' : 'android';
}

export function openAppStore(os: string | undefined): void {
  const url = appStoreUrl((os ?? guessOs()) as Parameters<typeof appStoreUrl>[0]);
  postToNative({ type: 'OPEN_APP_STORE', payload: { url } } as Parameters<typeof postToNative>[0]);
  // An old WebView without our bridge cannot act on the message; take it to the store page.
  if (!isInApp()) window.location.assign(url);
}

export function UpdatePrompt() {
  const deviceInfo = useDeviceStore((s) => s.deviceInfo);
  if (!needsAppUpdate(deviceInfo, isFlutterWebView())) return null;
  return (
    <ConfirmDialog
      open
      hideCancel
      text={MESSAGES.UPDATE_REQUIRED}
      confirmText="업데이트"
      onConfirm={() => openAppStore(deviceInfo?.os)}
    />
  );
}

// WebView bridge (DESIGN.md "Interfaces with the native app"): ask for device info and
// location on start, keep them in the device store, refresh chat lists on request,
// explain denied permissions in Korean, and register the app's push token for a logged-in owner (watchAppPush).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  dialog,
  isInApp,
  onNativeMessage,
  postToNative,
  queryKeys,
  useDeviceStore,
  type NativeToWeb,
} from '@guardian/shared';

export function useNativeBridge(): void {
  const queryClient = useQueryClient();
  // The app's push, registered once a login session: its code (in the form kit's entry) loads in the app only.
  useEffect(() => {
    if (!isInApp()) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('@guardian/shared/forms').then((forms) => {
      if (!left) stop = forms.watchAppPush();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    const unsubscribe = onNativeMessage((message: NativeToWeb) => {
      switch (message.type) {
        case 'DEVICE_INFO':
          useDeviceStore.getState().setDeviceInfo(message.payload);
          break;
        case 'LOCATION':
          useDeviceStore.getState().setLocation(message.payload);
          break;
        case 'REFRESH_CHAT_ROOM_LIST':
          void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.rooms() });
          void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.unread() });
          break;
        case 'PERMISSION_RESULT':
          // Its texts are in the form kit, which the app loads at start (push): not in every tab's first load.
          if (!message.payload.granted) {
            const { permission } = message.payload;
            void import('@guardian/shared/forms').then(({ PERMISSION_MESSAGES }) => {
              const { title, description } = PERMISSION_MESSAGES[permission];
              return dialog.alert({ text: title, subText: description });
            });
          }
          break;
        default:
          break;
      }
    });
    postToNative({ type: 'REQUEST_DEVICE_INFO' } as Parameters<typeof postToNative>[0]);
    postToNative({ type: 'REQUEST_LOCATION' } as Parameters<typeof postToNative>[0]);
    return unsubscribe;
  }, [queryClient]);
}

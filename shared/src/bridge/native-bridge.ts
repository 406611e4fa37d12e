// Sending to and listening to the native WebView host.
import { parseNativeMessage, type NativeToWeb, type WebToNative } from './messages';

interface ReactNativeWebViewLike {
  postMessage: (message: string) => void;
}

declare global {
  interface Window {
    ReactNativeWebView?: ReactNativeWebViewLike;
    flutter_inappwebview?: unknown;
  }
}

/** Inside the React Native app WebView. */
export function isInApp(): boolean {
  return typeof window !== 'undefined' && typeof window.ReactNativeWebView?.postMessage === 'function';
}

/** Inside the legacy Flutter WebView (always prompts for an update, §4). */
export function isFlutterWebView(): boolean {
  return typeof window !== 'undefined' && window.flutter_inappwebview !== undefined;
}

/** Returns false (and sends nothing) outside the app. */
export function postToNative(message: WebToNative): boolean {
  if (!isInApp()) return false;
  window.ReactNativeWebView!.postMessage(JSON.stringify(message));
  return true;
}

/**
 * Listens to native messages. React Native delivers on `document` on Android and on `window`
 * on iOS, so both are listened to; a message seen on both within one dispatch is handled once.
 */
export function onNativeMessage(handler: (message: NativeToWeb) => void): () => void {
  const seen = new WeakSet<Event>();
  const listener = (event: Event) => {
    if (seen.has(event)) return;
    seen.add(event);
    // The app dispatches its messages on this page (no source, or this window); a frame's (the mall's, a video
    // player's) are another site's words, never the app's: a mall must not be able to fake DEVICE_INFO or PUSH_TOKEN.
    const source = (event as MessageEvent).source;
    if (source && source !== window) return;
    const message = parseNativeMessage((event as MessageEvent).data);
    if (message) handler(message);
  };
  window.addEventListener('message', listener);
  document.addEventListener('message', listener);
  return () => {
    window.removeEventListener('message', listener);
    document.removeEventListener('message', listener);
  };
}

/** In the app, asks the native side to open the URL in the system browser; on the web, a new tab. */
export function openExternal(url: string): void {
  if (postToNative({ type: 'OPEN_EXTERNAL_URL', payload: { url } })) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}

// What the mall asks of the app around it. Its frame cannot reach the app's native bridge (an app WebView gives
// that to the top page only), and a link it opens itself stays in the frame or, in the app, goes nowhere. So:
//   mall → app (window.parent.postMessage):
//     { type: 'MALL_OPEN_EXTERNAL', payload: { url } }     a page outside the mall (a brand's site, a payment
//                                                          company's): the phone's browser (http/https only)
//     { type: 'MALL_SHARE', payload: { title, url } }      one of the mall's pages: the share sheet (the app's,
//                                                          else the browser's, else a copy of the link)
// Only the framed mall's own messages count, like MALL_LOCATION (mall-location.ts).
import { fromFramedMall, httpUrl, mallOrigin } from './mall-location';

export type MallRequest = { kind: 'open'; url: string } | { kind: 'share'; title: string; url: string };

/** The request a message from the framed mall makes, or null for any other message. */
export function mallRequest(
  event: MessageEvent,
  frame: Window | null | undefined,
  mallUrl: string,
): MallRequest | null {
  if (!fromFramedMall(event, frame, mallUrl)) return null;
  const data = event.data as { type?: unknown; payload?: { url?: unknown; title?: unknown } } | null;
  if (!data || typeof data !== 'object') return null;
  const url = httpUrl(data.payload?.url);
  if (!url) return null;
  if (data.type === 'MALL_OPEN_EXTERNAL') return { kind: 'open', url: url.href };
  if (data.type === 'MALL_SHARE' && url.origin === mallOrigin(mallUrl)) {
    const title = typeof data.payload?.title === 'string' ? data.payload.title.slice(0, 100) : '';
    return { kind: 'share', title: title || '가디언 쇼핑', url: url.href };
  }
  return null;
}

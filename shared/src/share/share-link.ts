// Sharing a link: the app's share sheet through the bridge, else the browser's (Web Share), else a copy of the
// link. It loads on the first tap (see lazy-share.ts): every tab's first load carries only the stubs.
import { isInApp, postToNative, toast } from '../index';

export interface SharedLink {
  title: string;
  text?: string;
  url: string;
}

/** A page to share: its address is the one open now unless given. */
export type PageLink = Omit<SharedLink, 'url'> & { url?: string };

/** What became of the link: the sheet took it (or was closed), it was copied, or neither could be done. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/**
 * One share at a time. A busy phone's double tap on 공유하기 asked twice: in the app, two share sheets; in a browser,
 * the second share() is refused while the first sheet is up, and fell through to a copy ("링크를 복사했어요" over
 * the open sheet). A share asked while one is under way (or within a second of handing one to the app, whose sheet
 * is still coming up) counts as that one.
 */
let underWay = false;
let appSheetUntil = 0;
const APP_SHEET_MS = 1000;

export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  if (underWay || Date.now() < appSheetUntil) return 'shared';
  underWay = true;
  try {
    return await shareNow(link);
  } finally {
    underWay = false;
  }
}

async function shareNow({ title, text, url }: SharedLink): Promise<ShareOutcome> {
  if (isInApp() && postToNative({ type: 'SHARE', payload: { title, text, url } })) {
    appSheetUntil = Date.now() + APP_SHEET_MS;
    return 'shared';
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(text ? { title, text, url } : { title, url });
      return 'shared';
    } catch (e) {
      // Closing the sheet rejects with AbortError. Anything else (some WebViews have share() but refuse it)
      // falls through to a copy.
      if (e instanceof DOMException && e.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** A page shared from its header's button (by default the one open now); a copy or a failure is said in a toast. */
export async function sharePage({ title, text, url = window.location.href }: PageLink): Promise<void> {
  const outcome = await shareLink({ title, text, url });
  if (outcome === 'copied') toast.success('링크를 복사했어요.');
  if (outcome === 'failed') toast.error('링크를 복사하지 못했어요. 주소창의 링크를 직접 복사해 주세요.');
}

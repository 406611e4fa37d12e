// Share a page: the app's share sheet through the bridge, else the Web Share API, else copy the link.
import { isInApp, postToNative, toast } from '@guardian/shared';

export async function sharePage(title: string, text: string, url = window.location.href) {
  if (isInApp() && postToNative({ type: 'SHARE', payload: { title, text, url } })) return;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Closing the share sheet rejects with AbortError: nothing to say.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('링크를 복사했어요.');
  } catch {
    toast.error('링크를 복사하지 못했어요. 주소창의 링크를 직접 복사해 주세요.');
  }
}

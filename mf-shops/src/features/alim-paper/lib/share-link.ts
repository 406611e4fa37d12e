/**
 * Hands a link to the phone's share sheet where there is one, else copies it. Resolves to what
 * happened, so the screen can say it; 'failed' leaves the link on screen to copy by hand.
 */
export async function shareOrCopy(url: string, title: string): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'shared';
      // Fall through: some WebViews expose share() but refuse it.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

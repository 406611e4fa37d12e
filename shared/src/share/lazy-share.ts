// Sharing as the apps import it: the code loads on the first share (share-link.ts), so shared, which is in
// every tab's first load, carries only these lines.
import type { PageLink, ShareOutcome, SharedLink } from './share-link';

export type { PageLink, ShareOutcome, SharedLink };

/** Hands `link` to the app's or the browser's share sheet, else copies it; resolves to what happened. */
export const shareLink = async (link: SharedLink): Promise<ShareOutcome> =>
  (await import('./share-link')).shareLink(link);

/** Shares a page (the one open now unless `url` is given), saying in a toast when the link was copied instead or
 * could not be. */
export const sharePage = async (page: PageLink): Promise<void> =>
  (await import('./share-link')).sharePage(page);

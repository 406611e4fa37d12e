// Every picture of every tab, once, from the shell (the remotes' <img>s need nothing): one that fails to load is marked
// `data-failed`, which image-fallback.css draws as its empty box (the grey the page gives a picture's box) instead of
// the browser's broken-image glyph and alt text; a later load of the same element (a new src) clears the mark. A photo
// behind one of our signed media links (the API's /v2/media/<seq>/<variant>?exp=&sig=) most often failed because the
// link expired on a page left open for an hour (MEDIA_URL_TTL_SEC): the queries whose data holds that link are asked
// again, so fresh links come and the photos load by themselves. Avatars keep their own fallback (shared's Avatar).
// In every tab's first load: a few hundred bytes (docs/architecture.md, "First-load budget").
import type { QueryClient } from '@tanstack/react-query';
import './image-fallback.css';

export function watchFailedImages(client: QueryClient): void {
  const onImage = ({ type, target: img }: Event) => {
    if (
      img instanceof HTMLImageElement &&
      // Marked on error, cleared on load; true (go on) for a failure.
      img.toggleAttribute('data-failed', type === 'error') &&
      img.src.includes('/v2/media/')
    )
      void client.invalidateQueries(
        {
          // The queries holding that link, read over a minute ago (a link lives an hour): a page of 20 expired photos
          // asks its list once, and a photo that fails for another reason (a file gone) asks at most once a minute.
          predicate: (query) =>
            Date.now() - query.state.dataUpdatedAt > 60_000 &&
            JSON.stringify([query.state.data]).includes(img.src),
        },
        // The refetch a moment ago, still under way, is the answer: not one to cancel and start again.
        { cancelRefetch: false },
      );
  };
  // Neither event bubbles: the capture phase sees every element's.
  document.addEventListener('error', onImage, true);
  document.addEventListener('load', onImage, true);
}

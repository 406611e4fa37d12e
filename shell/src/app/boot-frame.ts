// The page frame painted by index.html before any JavaScript (header, tab bar placeholder,
// skeleton) lies over #root until the router has rendered the real page, and leaves in the
// same DOM commit that brings the page, so nothing blinks between the two.
export const BOOT_FRAME_ID = 'boot-frame';

export function removeBootFrame(doc: Document = document): void {
  doc.getElementById(BOOT_FRAME_ID)?.remove();
}

/**
 * Removes the frame at the first change of `container` after `isReady()` turns true (the
 * router has matched and loaded the first route). Returns a function that stops watching.
 */
export function removeBootFrameWhenReady(container: HTMLElement, isReady: () => boolean): () => void {
  const doc = container.ownerDocument;
  if (!doc.getElementById(BOOT_FRAME_ID)) return () => {};
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    removeBootFrame(doc);
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}

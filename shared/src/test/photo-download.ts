// For tests of 저장 in a browser (not the app): the photo's fetch answers a small blob, the object URL is a fixed
// `blob:photo`, and each link click (the download) records the file name and address it was given instead of
// navigating. Undo with vi.unstubAllGlobals() and vi.restoreAllMocks().
import { vi } from 'vitest';

export function stubPhotoDownload() {
  const fetchMock = vi.fn(async (_url: string) => ({
    ok: true,
    status: 200,
    blob: async () => new Blob(['webp']),
  }));
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  const hrefs: string[] = [];
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
    hrefs.push(this.href);
  });
  return { fetchMock, names, hrefs, clicked };
}

// File downloads as the apps import them: the code loads on the first download (see download.ts), so shared,
// which is in every tab's first load, carries only these lines.

/** GETs `url` as a Blob with the session's token. */
export const apiGetBlob = async (url: string, options?: { signal?: AbortSignal }): Promise<Blob> =>
  (await import('./download')).apiGetBlob(url, options);

/** Saves a Blob under `fileName` as a browser download. */
export const saveBlob = async (blob: Blob, fileName: string): Promise<void> =>
  (await import('./download')).saveBlob(blob, fileName);

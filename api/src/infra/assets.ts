export type AssetUrl = (path: string | null) => string | null;

/** Images are stored as `/static/...` paths and answered as absolute URLs (the front runs on another origin). */
export const makeAssetUrl =
  (publicBaseUrl: string): AssetUrl =>
  (path) =>
    path == null ? null : /^https?:\/\//.test(path) ? path : `${publicBaseUrl}${path}`;

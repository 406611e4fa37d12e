// Links and media inside editor content. The API already refuses anything else; this is the second
// wall, so a bad row can never become a `javascript:` link or a frame of an arbitrary site.

/** An app path (`/shop/3`) or an http(s) URL; anything else (javascript:, data:, //host) is null. */
export function safeHref(href: string | undefined): { to: string; external: boolean } | null {
  if (!href) return null;
  if (/^\/(?!\/)/.test(href)) return { to: href, external: false };
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { to: url.href, external: true } : null;
  } catch {
    return null;
  }
}

/** An image source: http(s) only. */
export const safeImageSrc = (src: string | undefined) => (src && /^https?:\/\//i.test(src) ? src : null);

const VIDEO_ID = /^[A-Za-z0-9_-]{3,40}$/;

/** The embed URL of a video the API names by provider and id (null for anything unknown). */
export function videoEmbedUrl(provider: string, videoId: string): string | null {
  if (!VIDEO_ID.test(videoId)) return null;
  if (provider === 'YOUTUBE') return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
  if (provider === 'VIMEO') return `https://player.vimeo.com/video/${videoId}?autoplay=1`;
  return null;
}

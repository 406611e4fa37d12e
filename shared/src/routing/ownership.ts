// Which remote owns which path (product/SCREENS.md). The shell loads a remote only when a
// path it owns is visited; nothing else decides ownership.
export type RemoteName = 'shops' | 'chatting' | 'community' | 'curation' | 'mypage' | 'shopping';

export const REMOTE_NAMES: RemoteName[] = [
  'shops',
  'chatting',
  'community',
  'curation',
  'mypage',
  'shopping',
];

/** First path segment → owning remote. The root path "/" belongs to mf-shops. */
const SEGMENT_OWNER: Record<string, RemoteName> = {
  '': 'shops',
  shop: 'shops',
  'online-reservation': 'shops',
  reservation: 'shops',
  schedule: 'shops',
  'alim-paper': 'shops',
  alarmpaper: 'shops',
  album: 'shops',
  consent: 'shops',
  coupon: 'shops',
  deposit: 'shops',
  voucher: 'shops',
  review: 'shops',
  notice: 'shops',
  chatting: 'chatting',
  deep: 'chatting',
  community: 'community',
  curation: 'curation',
  event: 'curation',
  'ai-profile': 'curation',
  'my-info': 'mypage',
  news: 'mypage',
  shopping: 'shopping',
};

export function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

export function remoteForPath(pathname: string): RemoteName | null {
  const seg = firstSegment(pathname);
  if (seg === 'deep') return pathname.startsWith('/deep/chatting') ? 'chatting' : null;
  return SEGMENT_OWNER[seg] ?? null;
}

// The remotes as the federation runtime knows them (config.json keys, `<name>/routes`).
export type RemoteName = 'shops' | 'chatting' | 'community' | 'curation' | 'mypage' | 'shopping';

export const REMOTE_NAMES: RemoteName[] = [
  'shops',
  'chatting',
  'community',
  'curation',
  'mypage',
  'shopping',
];

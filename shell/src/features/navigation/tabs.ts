// Spec §2 bottom tabs (label, route). The middle dot of 매장･예약 is U+FF65.
import { paths } from '../../config/paths';

export type TabIcon = 'home' | 'shop' | 'community' | 'shopping' | 'my';

export interface Tab {
  label: string;
  path: string;
  icon: TabIcon;
}

export const TABS: Tab[] = [
  { label: '홈', path: paths.curation, icon: 'home' },
  { label: '매장\uFF65예약', path: paths.home, icon: 'shop' },
  { label: '커뮤니티', path: paths.community, icon: 'community' },
  { label: '쇼핑', path: paths.shopping, icon: 'shopping' },
  { label: '마이페이지', path: paths.myInfo, icon: 'my' },
];

/** The tab a path belongs to: its first segment, with '/' and unknown roots under 매장･예약. */
export function activeTabPath(pathname: string): string | null {
  const seg = `/${pathname.replace(/^\/+/, '').split('/')[0] ?? ''}`;
  const tab = TABS.find((t) => t.path !== '/' && t.path === seg);
  if (tab) return tab.path;
  if (seg === '/news') return paths.myInfo;
  if (seg === '/event' || seg === '/ai-profile') return paths.curation;
  if (seg === '/chatting') return null;
  return paths.home;
}

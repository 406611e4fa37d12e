// Layout rules of spec §2 ("Behaviour"), as data.
import { firstSegment } from './ownership';

/** Root list pages that show the bottom tab bar. */
const TAB_BAR_PATHS = new Set([
  '/',
  '/alim-paper',
  '/community',
  '/community/result',
  '/notice',
  '/consent',
  '/coupon',
  '/news',
  '/schedule',
  '/shop',
  '/voucher',
  '/my-info',
  '/curation',
  '/chatting',
  '/shopping',
]);

export function normalisePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function showsTabBar(pathname: string): boolean {
  return TAB_BAR_PATHS.has(normalisePath(pathname));
}

/**
 * Pages without the login-and-shop layout: auth, invitation, bye, check, callback,
 * deposit detail, shop by id, schedule alimtalk, alim-paper token detail, notice detail,
 * online-reservation, lure, coupon detail, alarmpaper detail, event, community.
 */
export function isPublicPath(pathname: string): boolean {
  const p = normalisePath(pathname);
  const seg = firstSegment(p);
  const parts = p.split('/').filter(Boolean);
  switch (seg) {
    case 'auth':
    case 'invitation':
    case 'bye':
    case 'check':
    case 'callback':
    case 'online-reservation':
    case 'lure':
    case 'alarmpaper':
    case 'event':
    case 'community':
    case 'error':
    case 'not-found':
      return true;
    case 'deposit':
      return parts.length === 2;
    case 'shop':
      // /shop/{id} is the public shop page; /shop/detail, /shop/search, /shop/result are not ids.
      return parts.length === 2 && !['detail', 'search', 'result'].includes(parts[1]);
    case 'schedule':
      return parts[1] === 'alimtalk';
    case 'alim-paper':
      return parts[1] === 'detail';
    case 'notice':
    case 'coupon':
      return parts.length === 2;
    default:
      return false;
  }
}

/** Chatting, News and MyInfo need login (spec §6). */
export function requiresLoginTab(pathname: string): boolean {
  const seg = firstSegment(normalisePath(pathname));
  return seg === 'chatting' || seg === 'news' || seg === 'my-info';
}

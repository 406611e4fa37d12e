// The route manifest and what is derived from it: ownership, the §2 layout rules, the §6 login
// tabs and the links. These are the behaviours the shell and every remote rely on.
import { findRoute } from '../match-route';
import { firstSegment, ownerForPath, remoteForPath } from '../ownership';
import { isPublicPath, requiresLoginTab, showsOfflineBanner, showsTabBar } from '../layout-rules';
import { authHref, href, paths } from '../paths';
import { ROUTES, routesOwnedBy } from '../route-manifest';

const all = Object.values(ROUTES);

describe('route manifest', () => {
  it('holds each route string once, absolute, with a Korean title', () => {
    const patterns = all.map((r) => r.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((p) => p.startsWith('/'))).toBe(true);
    expect(all.every((r) => /[가-힣]/.test(r.title))).toBe(true);
  });

  it('gives each section (first path segment) one owner, so a server can route by segment', () => {
    const owners = new Map<string, Set<string>>();
    for (const r of all) {
      const seg = firstSegment(r.path);
      owners.set(seg, (owners.get(seg) ?? new Set()).add(r.owner));
    }
    for (const [seg, set] of owners) expect([...set], seg).toHaveLength(1);
  });

  it('a path is its most specific entry: a static segment beats a param', () => {
    expect(findRoute('/shop/detail')).toBe('shopDetail');
    expect(findRoute('/shop/12')).toBe('shopById');
    expect(findRoute('/alim-paper/detail?token=x')).toBe('alimPaperByToken');
    expect(findRoute('/alim-paper/3')).toBe('alimPaperDetail');
    expect(findRoute('/online-reservation/search')).toBe('onlineReservationSearch');
    expect(findRoute('/online-reservation/5/product/9/image')).toBe('onlineReservationProductImage');
    expect(findRoute('/community/edit/4')).toBe('communityEditPost');
    expect(findRoute('/my-info/')).toBe('myInfo');
    expect(findRoute('/shop/1/2')).toBeNull();
  });
});

describe('ownership', () => {
  it.each([
    ['/', 'shops'],
    ['/shop/3', 'shops'],
    ['/online-reservation/1/select-pet', 'shops'],
    ['/notice/2', 'shops'],
    ['/chatting/room%2F1', 'chatting'],
    ['/deep/chatting', 'chatting'],
    ['/community/result', 'community'],
    ['/event/3', 'curation'],
    ['/ai-profile/payment', 'curation'],
    ['/news/setting', 'mypage'],
    ['/my-info/profile/edit', 'mypage'],
    ['/shopping', 'shopping'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('the shell owns auth and entry pages; they load no remote', () => {
    for (const path of ['/auth', '/auth/sns/nickname', '/callback/kakao', '/check', '/not-found']) {
      expect(ownerForPath(path)).toBe('shell');
      expect(remoteForPath(path)).toBeNull();
    }
  });

  it('a path with no screen still belongs to its section; a path in no section to nobody', () => {
    expect(remoteForPath('/community/1/comments')).toBe('community');
    expect(remoteForPath('/nope/here')).toBeNull();
  });

  it('routesOwnedBy gives one app its entries, keyed as in the manifest', () => {
    const shopping = routesOwnedBy('shopping');
    expect(shopping).toEqual({ shopping: ROUTES.shopping });
    expect(Object.values(routesOwnedBy('chatting')).map((r) => r.path)).toEqual([
      '/chatting',
      '/chatting/:url',
      '/chatting/prepare',
      '/chatting/prepare/deep-link',
      '/deep/chatting',
    ]);
  });
});

describe('layout rules (§2) and login tabs (§6)', () => {
  const tabBarPages = [
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
  ];

  it('exactly the root list pages show the tab bar', () => {
    expect(
      all
        .filter((r) => showsTabBar(r.path))
        .map((r) => r.path)
        .sort(),
    ).toEqual([...tabBarPages].sort());
    expect(showsTabBar('/shopping/')).toBe(true);
    expect(showsTabBar('/shop/3')).toBe(false);
    expect(showsTabBar('/nope')).toBe(false);
  });

  it('says offline above every page but 쇼핑, whose mall frame says it itself', () => {
    expect(all.filter((r) => !showsOfflineBanner(r.path)).map((r) => r.path)).toEqual(['/shopping']);
    expect(showsOfflineBanner('/shopping/')).toBe(false);
    expect(showsOfflineBanner('/nope')).toBe(true);
  });

  it.each([
    '/auth/email',
    '/callback/apple',
    '/invitation',
    '/bye',
    '/deposit/4',
    '/shop/9',
    '/schedule/alimtalk',
    '/alim-paper/detail',
    '/alarmpaper/3',
    '/notice/1',
    '/coupon/2',
    '/online-reservation',
    '/online-reservation/7/reservation',
    '/event',
    '/community/12',
    '/lure',
  ])('%s has no login-and-shop layout', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/shop',
    '/shop/detail',
    '/shop/search',
    '/shop/result',
    '/schedule',
    '/schedule/3',
    '/alim-paper',
    '/alim-paper/3',
    '/notice',
    '/coupon',
    '/reservation/detail',
    '/curation',
    '/my-info/setting',
    '/chatting',
    '/shopping',
  ])('%s has the login-and-shop layout', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('chatting, news and my-info need login; other pages do not', () => {
    for (const path of [
      '/chatting',
      '/chatting/abc',
      '/news',
      '/news/setting',
      '/my-info',
      '/my-info/setting/sns',
    ]) {
      expect(requiresLoginTab(path)).toBe(true);
    }
    for (const path of ['/', '/community', '/curation', '/shopping', '/deep/chatting', '/auth']) {
      expect(requiresLoginTab(path)).toBe(false);
    }
  });
});

describe('links', () => {
  it('keeps the paths API: strings for plain pages, builders for one param', () => {
    expect(paths.notice).toBe('/notice');
    expect(paths.home).toBe('/');
    expect(paths.shopById(3)).toBe('/shop/3');
    expect(paths.communityPost('12')).toBe('/community/12');
    expect(paths.chattingRoom('https://x.y/r?1')).toBe('/chatting/https%3A%2F%2Fx.y%2Fr%3F1');
    expect(paths.alimPaperByToken('a b')).toBe('/alim-paper/detail?token=a%20b');
  });

  it('fills several params by name', () => {
    expect(href('onlineReservationProduct', { id: 5, product_seq: 9 })).toBe(
      '/online-reservation/5/product/9',
    );
    expect(paths.curationContents({ curationSeq: 1, curationContentsSeq: 2 })).toBe('/curation/1/2');
    expect(href('voucher')).toBe('/voucher');
  });

  it('authHref carries the page to come back to', () => {
    expect(authHref()).toBe('/auth');
    expect(authHref('/my-info')).toBe('/auth?redirectUrl=%2Fmy-info');
  });
});

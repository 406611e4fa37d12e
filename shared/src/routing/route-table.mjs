// Every screen route of the app, once (spec §2, product/SCREENS.md): its pattern, the app that
// owns it, whether it goes without the login-and-shop layout (`public`), whether the bottom tab
// bar shows, whether it is a login tab (§6), whether it says itself that the phone is offline, and the Korean
// title its screen shows.
//
// Plain JavaScript on purpose: the composed-site server (scripts/serve.mjs) and the build
// (shared/mf/index.mjs: the HTML frame's tab pages) read this same table in Node, which cannot
// import TypeScript; the apps read it typed through route-manifest.ts (the JSDoc const assertion
// keeps every literal, so RouteKey and each app's keys are exact).
const shell = 'shell';
const shops = 'shops';
const chatting = 'chatting';
const community = 'community';
const curation = 'curation';
const mypage = 'mypage';
const shopping = 'shopping';

export const ROUTE_TABLE = /** @type {const} */ ({
  // shell: entry, auth and the pages every app falls back to
  auth: { path: '/auth', owner: shell, title: '로그인', public: true },
  authEmail: { path: '/auth/email', owner: shell, title: '이메일 로그인', public: true },
  authSns: { path: '/auth/sns', owner: shell, title: 'SNS 로그인', public: true },
  authSnsNickname: { path: '/auth/sns/nickname', owner: shell, title: '닉네임', public: true },
  callbackKakao: { path: '/callback/kakao', owner: shell, title: '카카오 로그인', public: true },
  callbackApple: { path: '/callback/apple', owner: shell, title: 'Apple 로그인', public: true },
  invitation: { path: '/invitation', owner: shell, title: '초대', public: true },
  check: { path: '/check', owner: shell, title: '확인', public: true },
  lure: { path: '/lure', owner: shell, title: '앱 설치', public: true },
  bye: { path: '/bye', owner: shell, title: '탈퇴 완료', public: true },
  error: { path: '/error', owner: shell, title: '오류', public: true },
  notFound: { path: '/not-found', owner: shell, title: '페이지 없음', public: true },

  // mf-shops: shops, booking, schedule and the shop's papers
  home: { path: '/', owner: shops, title: '매장･예약', tabBar: true },
  shop: { path: '/shop', owner: shops, title: '내 매장', tabBar: true },
  shopDetail: { path: '/shop/detail', owner: shops, title: '매장 정보' },
  shopById: { path: '/shop/:id', owner: shops, title: '매장 소개', public: true },
  shopSearch: { path: '/shop/search', owner: shops, title: '매장 찾기' },
  shopResult: { path: '/shop/result', owner: shops, title: '매장 검색 결과' },
  onlineReservation: { path: '/online-reservation', owner: shops, title: '온라인 예약', public: true },
  onlineReservationSearch: {
    path: '/online-reservation/search',
    owner: shops,
    title: '예약 가능한 매장 찾기',
    public: true,
  },
  onlineReservationShop: {
    path: '/online-reservation/:id',
    owner: shops,
    title: '온라인 예약',
    public: true,
  },
  onlineReservationProduct: {
    path: '/online-reservation/:id/product/:product_seq',
    owner: shops,
    title: '상품 상세',
    public: true,
  },
  onlineReservationProductImage: {
    path: '/online-reservation/:id/product/:product_seq/image',
    owner: shops,
    title: '상품 사진',
    public: true,
  },
  onlineReservationSelectPet: {
    path: '/online-reservation/:id/select-pet',
    owner: shops,
    title: '반려동물 선택',
    public: true,
  },
  onlineReservationRequest: {
    path: '/online-reservation/:id/reservation',
    owner: shops,
    title: '예약 요청',
    public: true,
  },
  onlineReservationSuccess: {
    path: '/online-reservation/success',
    owner: shops,
    title: '예약 요청 완료',
    public: true,
  },
  onlineReservationFail: {
    path: '/online-reservation/fail',
    owner: shops,
    title: '예약 요청 실패',
    public: true,
  },
  reservation: { path: '/reservation', owner: shops, title: '예약 내역' },
  reservationDetail: { path: '/reservation/detail', owner: shops, title: '예약 상세' },
  schedule: { path: '/schedule', owner: shops, title: '일정', tabBar: true },
  scheduleDetail: { path: '/schedule/:id', owner: shops, title: '일정 상세' },
  scheduleAlimtalk: { path: '/schedule/alimtalk', owner: shops, title: '방문 일정', public: true },
  alimPaper: { path: '/alim-paper', owner: shops, title: '알림장', tabBar: true },
  alimPaperDetail: { path: '/alim-paper/:id', owner: shops, title: '알림장' },
  alimPaperByToken: { path: '/alim-paper/detail', owner: shops, title: '알림장', public: true },
  alarmPaper: { path: '/alarmpaper/:id', owner: shops, title: '알림장', public: true },
  album: { path: '/album', owner: shops, title: '앨범' },
  albumDetail: { path: '/album/:id', owner: shops, title: '앨범' },
  consent: { path: '/consent', owner: shops, title: '동의서', tabBar: true },
  consentDetail: { path: '/consent/:id', owner: shops, title: '동의서' },
  coupon: { path: '/coupon', owner: shops, title: '쿠폰', tabBar: true },
  couponDetail: { path: '/coupon/:id', owner: shops, title: '쿠폰 상세', public: true },
  deposit: { path: '/deposit/:id', owner: shops, title: '예약금', public: true },
  voucher: { path: '/voucher', owner: shops, title: '이용권', tabBar: true },
  voucherPurchaseConfirm: { path: '/voucher/purchase/confirm', owner: shops, title: '이용권 구매 확인' },
  voucherFail: { path: '/voucher/fail', owner: shops, title: '이용권 결제 실패' },
  voucherSuccess: { path: '/voucher/success', owner: shops, title: '이용권 구매 완료' },
  review: { path: '/review', owner: shops, title: '리뷰' },
  notice: { path: '/notice', owner: shops, title: '공지사항', tabBar: true },
  noticeDetail: { path: '/notice/:id', owner: shops, title: '공지사항', public: true },

  // mf-chatting
  chatting: { path: '/chatting', owner: chatting, title: '채팅', tabBar: true, needsLogin: true },
  chattingRoom: { path: '/chatting/:url', owner: chatting, title: '채팅방', needsLogin: true },
  chattingPrepare: { path: '/chatting/prepare', owner: chatting, title: '상담 준비', needsLogin: true },
  chattingPrepareDeepLink: {
    path: '/chatting/prepare/deep-link',
    owner: chatting,
    title: '채팅 연결',
    needsLogin: true,
  },
  deepChatting: { path: '/deep/chatting', owner: chatting, title: '채팅 연결' },

  // mf-community: readable without an account
  community: { path: '/community', owner: community, title: '커뮤니티', public: true, tabBar: true },
  communityPost: { path: '/community/:communitySeq', owner: community, title: '게시글', public: true },
  communityEdit: { path: '/community/edit', owner: community, title: '글쓰기', public: true },
  communityEditPost: {
    path: '/community/edit/:communitySeq',
    owner: community,
    title: '글 수정',
    public: true,
  },
  communitySearch: { path: '/community/search', owner: community, title: '커뮤니티 검색', public: true },
  communityResult: {
    path: '/community/result',
    owner: community,
    title: '검색 결과',
    public: true,
    tabBar: true,
  },

  // mf-curation: the home tab, events and AI profiles
  curation: { path: '/curation', owner: curation, title: '홈', tabBar: true },
  curationContents: {
    path: '/curation/:curationSeq/:curationContentsSeq',
    owner: curation,
    title: '큐레이션',
  },
  curationBreed: { path: '/curation/breed', owner: curation, title: '품종 가이드' },
  curationReview: { path: '/curation/review/:id', owner: curation, title: '매장 리뷰' },
  event: { path: '/event', owner: curation, title: '이벤트', public: true },
  eventDetail: { path: '/event/:id', owner: curation, title: '이벤트', public: true },
  aiProfile: { path: '/ai-profile', owner: curation, title: 'AI 프로필' },
  aiProfileHistory: { path: '/ai-profile/history', owner: curation, title: 'AI 프로필 내역' },
  aiProfileDetail: { path: '/ai-profile/detail', owner: curation, title: 'AI 프로필 상세' },
  aiProfileById: { path: '/ai-profile/:id', owner: curation, title: 'AI 프로필' },
  aiProfileProductExample: { path: '/ai-profile/product-example', owner: curation, title: 'AI 프로필 예시' },
  aiProfileInputInfo: { path: '/ai-profile/input-info', owner: curation, title: '반려동물 정보 입력' },
  aiProfileUploadImages: { path: '/ai-profile/upload-images', owner: curation, title: '사진 올리기' },
  aiProfileUploadImagesExample: {
    path: '/ai-profile/upload-images-example',
    owner: curation,
    title: '좋은 사진 예시',
  },
  aiProfilePayment: { path: '/ai-profile/payment', owner: curation, title: '결제' },
  aiProfileSuccess: { path: '/ai-profile/success', owner: curation, title: '결제 완료' },
  aiProfileFail: { path: '/ai-profile/fail', owner: curation, title: '결제 실패' },
  aiProfileCompleteDownload: {
    path: '/ai-profile/complete-download',
    owner: curation,
    title: '사진 저장',
  },

  // mf-mypage: login tabs
  myInfo: { path: '/my-info', owner: mypage, title: '마이페이지', tabBar: true, needsLogin: true },
  myInfoSetting: { path: '/my-info/setting', owner: mypage, title: '설정', needsLogin: true },
  myInfoProfile: { path: '/my-info/profile', owner: mypage, title: '프로필', needsLogin: true },
  myInfoProfileEdit: { path: '/my-info/profile/edit', owner: mypage, title: '프로필 수정', needsLogin: true },
  myInfoSettingSns: { path: '/my-info/setting/sns', owner: mypage, title: '로그인 방식', needsLogin: true },
  myInfoCommunityFeed: {
    path: '/my-info/community/feed',
    owner: mypage,
    title: '내가 쓴 글',
    needsLogin: true,
  },
  myInfoCommunityLike: {
    path: '/my-info/community/like',
    owner: mypage,
    title: '좋아요한 글',
    needsLogin: true,
  },
  myInfoCommunityComment: {
    path: '/my-info/community/comment',
    owner: mypage,
    title: '내가 쓴 댓글',
    needsLogin: true,
  },
  // The terms and the privacy policy: readable without an account (the policy must be public, and a store listing
  // links it), so without the login tab's layout.
  myInfoTerms: { path: '/my-info/terms', owner: mypage, title: '약관 및 정책', public: true },
  myInfoTermsDetail: { path: '/my-info/terms/:kind', owner: mypage, title: '약관', public: true },
  news: { path: '/news', owner: mypage, title: '알림', tabBar: true, needsLogin: true },
  newsSetting: { path: '/news/setting', owner: mypage, title: '알림 설정', needsLogin: true },

  // mf-shopping
  shopping: { path: '/shopping', owner: shopping, title: '쇼핑', tabBar: true, ownOffline: true },
});

/** First path segment of a pathname ('' for "/"). */
export function firstSegment(pathname) {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * First path segment → owning app. No segment has two owners (route-manifest.test.ts checks),
 * so this answers for every path under a section, screens or not.
 * @returns {Map<string, (typeof ROUTE_TABLE)[keyof typeof ROUTE_TABLE]['owner']>}
 */
export function segmentOwners() {
  return new Map(Object.values(ROUTE_TABLE).map((r) => [firstSegment(r.path), r.owner]));
}

/** The pages that show the bottom tab bar (spec §2), as plain paths. */
export function tabBarPaths() {
  return Object.values(ROUTE_TABLE)
    .filter((r) => 'tabBar' in r && r.tabBar)
    .map((r) => r.path);
}

/** A pathname without query, hash or trailing slash ('/' for the root). */
export function normalisePath(pathname) {
  const p = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

const split = (path) => path.split('/').filter(Boolean);
const COMPILED = Object.entries(ROUTE_TABLE).map(([key, route]) => ({ key, segments: split(route.path) }));
const BY_PATTERN = new Map(Object.entries(ROUTE_TABLE).map(([key, route]) => [route.path, key]));

/** Negative when `a` is the more specific pattern (static where `b` has a param, earliest first). */
function bySpecificity(a, b) {
  for (let i = 0; i < a.segments.length; i++) {
    const aParam = a.segments[i].startsWith(':');
    const bParam = b.segments[i].startsWith(':');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

/**
 * The route key of a URL path, or of a route pattern written as in the table; null when none. The
 * ranking is React Router's in the cases the table has: a static segment beats a `:param` at the
 * same place, so /shop/detail is not /shop/:id. The shell (match-route.ts) and the site server
 * (through matchRoute) both ask here.
 * @returns {keyof typeof ROUTE_TABLE | null}
 */
export function routeKeyOf(pathname) {
  return /** @type {keyof typeof ROUTE_TABLE | null} */ (bestMatch(normalisePath(pathname))?.key ?? null);
}

/** @param {string} path a normalised path */
function bestMatch(path) {
  const exact = BY_PATTERN.get(path);
  if (exact) return { key: exact, segments: split(path) };
  const parts = split(path);
  const candidates = COMPILED.filter(
    (c) =>
      c.segments.length === parts.length &&
      c.segments.every((seg, i) => seg.startsWith(':') || seg === parts[i]),
  ).sort(bySpecificity);
  return candidates[0] ?? null;
}

/**
 * routeKeyOf's route with the path's `:params`, decoded. Null when no route matches, or when a
 * parameter is not valid percent-encoding.
 * @returns {{ key: keyof typeof ROUTE_TABLE, params: Record<string, string> } | null}
 */
export function matchRoute(pathname) {
  const path = normalisePath(pathname);
  const best = bestMatch(path);
  if (!best) return null;
  const parts = split(path);
  /** @type {Record<string, string>} */
  const params = {};
  try {
    best.segments.forEach((seg, i) => {
      if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(parts[i]);
    });
  } catch {
    return null;
  }
  return { key: /** @type {keyof typeof ROUTE_TABLE} */ (best.key), params };
}

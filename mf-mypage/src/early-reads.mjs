// The API reads a screen of this remote makes first, by route key, with the route's parameters in
// braces. The page's HTML starts them while the app's code is still downloading (the build copies
// this into screens.json; scripts/serve.mjs and shared/mf/early-requests.mjs do the rest), so a
// screen whose first paint waits on its data waits one round trip less. Each must be exactly the
// URL the screen's query asks, or it is only a wasted request: __tests__/early-reads.test.ts checks.
export default {
  // The session (the shell's HTML starts it on every page; listed here for the pictures of 내 매장,
  // preloaded as soon as it arrives) and the summary's counts.
  myInfo: [
    { path: '/v2/me', loggedIn: true, images: ['userShops.*.shopInfo.thumbnailUrl'] },
    '/v2/community/my/counts',
  ],
};

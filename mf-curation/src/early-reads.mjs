// The API reads a screen of this remote makes first, by route key, with the route's parameters in
// braces. The page's HTML starts them while the app's code is still downloading (the build copies
// this into screens.json; scripts/serve.mjs and shared/mf/early-requests.mjs do the rest). Each must
// be exactly the URL the screen's query asks, made the same way (with or without the session), or it
// is only a wasted request: __tests__/early-reads.test.ts checks.
export default {
  // 홈: the curation sections (read without the session, publicGet) and, signed in, 우리 아이 맞춤.
  curation: [
    { path: '/v2/curation', public: true },
    { path: '/v2/curation/picks', loggedIn: true },
  ],
  // AI 프로필: the style packs (no session). The example screen's pictures wait on them: LCP 2.8 s without.
  aiProfile: [{ path: '/v2/ai-profile/products', public: true }],
  aiProfileProductExample: [{ path: '/v2/ai-profile/products', public: true }],
};

// Pictures that ship with this remote and show at the top of a screen (files under src/), the first its
// largest paint: the page's HTML preloads them beside the code instead of once the screen has rendered.
export const images = {
  aiProfile: ['features/ai-profile/assets/example-pastel.jpg'],
  aiProfileProductExample: ['features/ai-profile/assets/example-pastel.jpg'],
};

// The API reads a screen of this remote makes first, by route key, with the route's parameters in
// braces. The page's HTML starts them while the app's code is still downloading (the build copies
// this into screens.json; scripts/serve.mjs and shared/mf/early-requests.mjs do the rest), so a
// screen whose first paint waits on its data waits one round trip less. Each must be exactly the
// URL the screen's query asks, or it is only a wasted request: __tests__/early-reads.test.ts checks.
export default {
  // The shop (its photo at the top preloaded as soon as it arrives), then its reviews' first page and
  // its photos, which the page asks for once the shop has rendered (a second round trip without them).
  shopById: [
    { path: '/v2/shop?shopId={id}', images: ['thumbnailUrl'] },
    '/v2/shop/{id}/reviews?page=0&size=3',
    '/v2/shop/category/image?shopId={id}',
  ],
  // The shop's photo and its products' pictures, in view at the top of the booking page.
  onlineReservationShop: [
    { path: '/v2/online-reservation/shops/{id}', images: ['shop.thumbnailUrl', 'products.*.imageUrl'] },
  ],
};

// The reads the page's HTML starts for a screen (src/early-reads.mjs) are the very requests the
// screen makes first; otherwise they would only be wasted.
import type { ShopDetail } from '@guardian/shared';
import { earlyImageUrls, earlyReadUrl, firstRequestUrl } from '@guardian/shared/test/early-reads';
import earlyReads from '../early-reads.mjs';
import { getShop } from '../api/get-shop';
import { getShopReviews } from '../api/get-shop-reviews';
import { getShopCategoryImages } from '../features/discovery/api/get-shop-category-images';
import { getOnlineShop } from '../features/booking/api/get-online-shop';
import type { OnlineShop } from '../features/booking/api/types';

describe('early reads of mf-shops', () => {
  it("the shop page's reads are the shop, its first page of reviews and its photos, as the page asks", async () => {
    expect(earlyReads.shopById.map((read) => earlyReadUrl(read, { id: '7' }))).toEqual([
      await firstRequestUrl(() => getShop(7)),
      await firstRequestUrl(() => getShopReviews(7, 0)),
      await firstRequestUrl(() => getShopCategoryImages(7)),
    ]);
  });

  it("the booking page's read is the online shop the page asks for", async () => {
    expect(earlyReads.onlineReservationShop.map((read) => earlyReadUrl(read, { id: '7' }))).toEqual([
      await firstRequestUrl(() => getOnlineShop(7)),
    ]);
  });

  it('the shop page preloads the photo it shows at the top', () => {
    const shop: Pick<ShopDetail, 'thumbnailUrl'> = { thumbnailUrl: '/img/shop.webp' };
    expect(earlyImageUrls(earlyReads.shopById[0]!, shop)).toEqual(['/img/shop.webp']);
  });

  it("the booking page preloads the shop's photo, then its products' pictures", () => {
    const data: {
      shop: Pick<OnlineShop['shop'], 'thumbnailUrl'>;
      products: Pick<OnlineShop['products'][number], 'imageUrl'>[];
    } = {
      shop: { thumbnailUrl: '/img/shop.webp' },
      products: [{ imageUrl: '/img/a.webp' }, { imageUrl: '/img/b.webp' }],
    };
    expect(earlyImageUrls(earlyReads.onlineReservationShop[0]!, data)).toEqual([
      '/img/shop.webp',
      '/img/a.webp',
      '/img/b.webp',
    ]);
  });
});

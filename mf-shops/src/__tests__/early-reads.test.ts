// The reads the page's HTML starts for a screen (src/early-reads.mjs) are the very requests the
// screen makes first; otherwise they would only be wasted.
import { earlyReadUrl, firstRequestUrl } from '@guardian/shared/test/early-reads';
import earlyReads from '../early-reads.mjs';
import { getShop } from '../features/discovery/api/get-shop';
import { getOnlineShop } from '../features/booking/api/get-online-shop';

describe('early reads of mf-shops', () => {
  it("the shop page's read is the shop the page asks for", async () => {
    expect(earlyReads.shopById.map((t) => earlyReadUrl(t, { id: '7' }))).toEqual([
      await firstRequestUrl(() => getShop(7)),
    ]);
  });

  it("the booking page's read is the online shop the page asks for", async () => {
    expect(earlyReads.onlineReservationShop.map((t) => earlyReadUrl(t, { id: '7' }))).toEqual([
      await firstRequestUrl(() => getOnlineShop(7)),
    ]);
  });
});

// The reads the page's HTML starts for a screen (src/early-reads.mjs) are the very requests the
// screen makes first; otherwise they would only be wasted.
import { getMe, type UserShop } from '@guardian/shared';
import { earlyImageUrls, earlyReadUrl, firstRequestUrl } from '@guardian/shared/test/early-reads';
import earlyReads from '../early-reads.mjs';
import { getCommunityCounts } from '../features/my-info/api/get-community-counts';

describe('early reads of mf-mypage', () => {
  it("마이페이지's reads are the session and the community summary the page asks for", async () => {
    expect(earlyReads.myInfo.map((read) => earlyReadUrl(read, {}))).toEqual([
      await firstRequestUrl(() => getMe()),
      await firstRequestUrl(() => getCommunityCounts()),
    ]);
  });

  it('preloads the pictures of 내 매장 from the session', () => {
    const shop = (thumbnailUrl: string | null): { shopInfo: Pick<UserShop['shopInfo'], 'thumbnailUrl'> } => ({
      shopInfo: { thumbnailUrl },
    });
    const me = { userShops: [shop('/img/a.webp'), shop(null), shop('/img/b.webp')] };
    expect(earlyImageUrls(earlyReads.myInfo[0]!, me)).toEqual(['/img/a.webp', '/img/b.webp']);
  });
});

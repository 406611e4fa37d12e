// The reads the page's HTML starts for a screen (src/early-reads.mjs) are the very requests the
// screen makes first; otherwise they would only be wasted.
import { earlyReadUrl, firstRequestUrl } from '@guardian/shared/test/early-reads';
import earlyReads from '../early-reads.mjs';
import { getCommunityCounts } from '../features/my-info/api/get-community-counts';

describe('early reads of mf-mypage', () => {
  it("마이페이지's read is the community summary the page asks for", async () => {
    expect(earlyReads.myInfo.map((t) => earlyReadUrl(t, {}))).toEqual([
      await firstRequestUrl(() => getCommunityCounts()),
    ]);
  });
});

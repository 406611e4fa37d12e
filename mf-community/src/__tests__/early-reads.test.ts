// The reads the page's HTML starts for a screen (src/early-reads.mjs) are the very requests the
// screen makes first; otherwise they would only be wasted.
import { earlyReadUrl, firstRequestUrl } from '@guardian/shared/test/early-reads';
import earlyReads from '../early-reads.mjs';
import { getFeedPage } from '../features/feed/api/get-feed';

describe('early reads of mf-community', () => {
  it("the feed's read is its first page in the default order", async () => {
    expect(earlyReads.community.map((t) => earlyReadUrl(t, {}))).toEqual([
      await firstRequestUrl(() => getFeedPage('NEWEST', null)),
    ]);
  });
});

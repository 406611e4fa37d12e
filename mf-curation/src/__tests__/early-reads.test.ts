// The reads the page's HTML starts for a screen (src/early-reads.mjs) are the very requests the
// screen makes first, made the same way; otherwise they would only be wasted.
import { earlyReadUrl, firstRequestUrl } from '@guardian/shared/test/early-reads';
import earlyReads from '../early-reads.mjs';
import { getCurationHome } from '../features/home/api/get-curation-home';
import { getPicks } from '../features/home/api/get-picks';
import { getProducts } from '../features/ai-profile/api/get-products';

describe('early reads of mf-curation', () => {
  it("홈's reads are its sections (without the session) and, signed in, the picks", async () => {
    const [home, picks] = earlyReads.curation;
    expect(home).toEqual({ path: '/v2/curation', public: true });
    expect(earlyReadUrl(home!, {})).toBe(await firstRequestUrl(() => getCurationHome(), { public: true }));
    expect(picks).toEqual({ path: '/v2/curation/picks', loggedIn: true });
    expect(earlyReadUrl(picks!, {})).toBe(await firstRequestUrl(() => getPicks()));
    expect(earlyReads.curation).toHaveLength(2);
  });

  it('AI 프로필 and its examples read the style packs, without the session', async () => {
    for (const key of ['aiProfile', 'aiProfileProductExample'] as const) {
      const [products] = earlyReads[key];
      expect(products).toEqual({ path: '/v2/ai-profile/products', public: true });
      expect(earlyReadUrl(products!, {})).toBe(await firstRequestUrl(() => getProducts(), { public: true }));
      expect(earlyReads[key]).toHaveLength(1);
    }
  });
});

/**
 * The shop search reads its pages off indexes at the benchmark's size (10,000 shops), with the planner's
 * default settings: nearest-first walks the GiST index in distance order (KNN) and probes it with the
 * bounding box, the other orders walk their btree indexes; no plan reads every shop or sorts them all.
 * The statement checked is the one the repository runs (`searchPage`), explained with its own parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../db/seed/index.js';
import type { DbHandle } from '../../../infra/db/client.js';
import { explainNodes } from '../../../test/explain.js';
import { createTestDb } from '../../../test/test-db.js';
import { type InquiryParams, ShopRepository } from '../repository.js';

const SHOPS = 10_000;
let handle: DbHandle;
let repo: ShopRepository;
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, { shops: SHOPS, demo: false });
  repo = new ShopRepository(handle.db, (url) => url);
}, 180_000);
afterAll(() => handle?.close());

async function plan(params: Partial<InquiryParams>, withTotal = false) {
  const query = repo.searchPage({ page: 0, size: 20, orderBy: 'CLOSEST', ...params }, null, withTotal);
  const nodes = await explainNodes(handle.db, query);
  const onShops = nodes.filter(
    (n) => n['Relation Name'] === 'shops' || n['Index Name']?.startsWith('shops_'),
  );
  return {
    nodes,
    /** Shop rows (or index entries) every scan of `shops` produced, over all its loops. */
    shopRowsRead: onShops.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0),
    seqScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'shops'),
    uses: (index: string) => nodes.filter((n) => n['Index Name'] === index),
  };
}

describe('shop search plans at 10,000 shops', () => {
  it('nearest-first: a KNN walk of the GiST index, then a box probe of it; a page touches a few dozen shops', async () => {
    for (const origin of [{ latitude: 37.4979, longitude: 127.0276 }, {}]) {
      const p = await plan({ orderBy: 'CLOSEST', ...origin });
      const gist = p.uses('shops_location_idx');
      expect(gist.some((n) => n['Node Type'] === 'Index Scan' && /<->/.test(n['Order By'] ?? ''))).toBe(true);
      expect(gist.some((n) => /<@/.test(n['Index Cond'] ?? ''))).toBe(true);
      expect(p.seqScans).toEqual([]);
      expect(p.shopRowsRead).toBeLessThan(SHOPS / 20);
    }
  });

  it('nearest-first with filters and deeper pages still comes from the GiST index', async () => {
    for (const params of [
      { onlineOnly: true, regionSeqs: [1, 2, 3, 23], category: 'BEAUTY' as const },
      { category: 'HOTELING' as const, facilitiesSeqs: [1, 3] },
      { page: 5 },
    ]) {
      const p = await plan({ latitude: 37.4979, longitude: 127.0276, ...params });
      expect(p.uses('shops_location_idx').some((n) => /<->/.test(n['Order By'] ?? ''))).toBe(true);
      expect(p.seqScans).toEqual([]);
      expect(p.shopRowsRead).toBeLessThan(SHOPS / 5);
    }
  });

  it('REVIEWS and RECENTLY_REGISTERED read the page off their btree indexes', async () => {
    const reviews = await plan({ orderBy: 'REVIEWS' });
    expect(reviews.uses('shops_reviews_idx').length).toBeGreaterThan(0);
    expect(reviews.shopRowsRead).toBeLessThanOrEqual(20);
    const recent = await plan({ orderBy: 'RECENTLY_REGISTERED' });
    expect(recent.uses('shops_registered_idx').length).toBeGreaterThan(0);
    expect(recent.shopRowsRead).toBeLessThanOrEqual(20);
    for (const p of [reviews, recent]) expect(p.nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
  });

  it('counts every match only when asked to (the first search of a filter at a version)', async () => {
    const cached = await plan({ orderBy: 'REVIEWS' }, false);
    const counting = await plan({ orderBy: 'REVIEWS' }, true);
    expect(cached.shopRowsRead).toBeLessThanOrEqual(20);
    expect(counting.shopRowsRead).toBeGreaterThanOrEqual(SHOPS);
  });
});

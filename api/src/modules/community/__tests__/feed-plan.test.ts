/**
 * The POPULAR feed's walk at 20,000 posts of the bench's (like counts spread 0-199): a page deep into a walk reads
 * the popular index from the top, drops what the walk has served by a hashed anti-join (one lookup a row, not a
 * comparison with every served seq), and stops a page past them: no sort, no scan of the table, about as many
 * index entries as the walk has served plus a page, whether the statement runs with its values or generic.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosts } from '../../../../bench/seed-posts.js';
import { seed } from '../../../db/seed/index.js';
import type { DbHandle } from '../../../infra/db/client.js';
import { explainPrepared, type PlanNode } from '../../../test/explain.js';
import { createTestDb } from '../../../test/test-db.js';
import { POPULAR_WALK_MAX } from '../popular-walk.js';
import { CommunityRepository, feedValues, type FeedOptions } from '../repository.js';

const POSTS = 20_000;
let handle: DbHandle;
let repo: CommunityRepository;
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, { shops: 10 });
  await seedPosts(handle.db, POSTS);
  await handle.db.execute(sql`analyze community_posts`);
  repo = new CommunityRepository(handle.db);
}, 180_000);
afterAll(() => handle?.close());

/** Rows a node produced or tested and dropped, over all its loops. */
const read = (n: PlanNode) => (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'];

async function plans(viewer: number | null, opts: FeedOptions, generic = false) {
  const runs = await explainPrepared(
    handle.db,
    repo.feedQuery(viewer, opts),
    feedValues(viewer, opts),
    generic ? 1 : 6,
    {
      generic,
    },
  );
  return runs.map((nodes) => ({
    nodes,
    popularIndexRows: nodes
      .filter((n) => n['Index Name'] === 'community_posts_popular_idx')
      .reduce((sum, n) => sum + read(n), 0),
    postScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'community_posts'),
    // The posts sorted by likes (not the page of 21 the views put back in order).
    sorts: nodes.filter((n) => n['Node Type'] === 'Sort' && n['Actual Rows'] > 21 * n['Actual Loops']),
  }));
}

describe(`the popular walk's plan at ${POSTS} posts`, () => {
  it('a page after the most a walk serves: the popular index from the top, a page past what it served', async () => {
    // The walk so far: the most liked posts, as its pages served them.
    const top = await repo.feed(null, { sort: 'POPULAR', size: POPULAR_WALK_MAX });
    const served = top.map((r) => r.communitySeq);
    expect(served).toHaveLength(POPULAR_WALK_MAX);
    const opts: FeedOptions = { sort: 'POPULAR', served, size: 21 };
    const page = await repo.feed(7, opts);
    expect(page).toHaveLength(21);
    expect(page.some((r) => served.includes(r.communitySeq))).toBe(false);

    for (const p of [...(await plans(7, opts)), ...(await plans(7, opts, true))]) {
      expect(p.postScans).toEqual([]);
      expect(p.sorts).toEqual([]);
      expect(p.popularIndexRows).toBeGreaterThanOrEqual(POPULAR_WALK_MAX + 21);
      expect(p.popularIndexRows).toBeLessThan(POPULAR_WALK_MAX + 200);
      expect(JSON.stringify(p.nodes)).toMatch(/hashed SubPlan/i);
    }
  });
});

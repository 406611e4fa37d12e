/**
 * The community search's first statement (`searchMatches`) at 20,000 posts of the bench's texts, with the
 * planner's default settings: a rare word with a breed is found through the trigram and breed indexes and its
 * page sorted out of those few matches, rather than by walking the newest-first index and testing ~1 row in 5
 * of every post with the pattern (what the old statement did: 18,000 rows read at 100,000 posts, 20 ms); a
 * common word reads the first cap + 1 matches and then walks the newest-first index for the page.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosts } from '../../../../bench/seed-posts.js';
import { seed } from '../../../db/seed/index.js';
import type { DbHandle } from '../../../infra/db/client.js';
import { explainNodes, type PlanNode } from '../../../test/explain.js';
import { createTestDb } from '../../../test/test-db.js';
import { CommunityRepository, SEARCH_COUNT_CAP } from '../repository.js';

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

async function plan(opts: { words: string[]; breedSeq?: number; page?: number }) {
  const query = repo.searchMatches({ page: 0, size: 20, ...opts });
  const nodes = await explainNodes(handle.db, query);
  /** Rows a node produced or tested and dropped, over all its loops. */
  const read = (n: PlanNode) => (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'];
  const onPosts = nodes.filter(
    (n) => n['Relation Name'] === 'community_posts' || n['Index Name']?.startsWith('community_posts_'),
  );
  return {
    postRowsRead: onPosts.reduce((sum, n) => sum + read(n), 0),
    rowsVia: (index: string) =>
      nodes.filter((n) => n['Index Name'] === index).reduce((sum, n) => sum + read(n), 0),
    seqScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'community_posts'),
  };
}

describe(`community search plans at ${POSTS} posts`, () => {
  it('a rare word with a breed: the breed (or trigram) index, about a thousand rows, no newest-first walk', async () => {
    const p = await plan({ words: ['림픽공원'], breedSeq: 3 });
    expect(
      p.rowsVia('community_posts_content_trgm_idx') + p.rowsVia('community_posts_breed_idx'),
    ).toBeGreaterThan(0);
    expect(p.rowsVia('community_posts_newest_idx')).toBe(0);
    expect(p.seqScans).toEqual([]);
    expect(p.postRowsRead).toBeLessThan(POSTS / 10);
  });

  it('a common word: the first cap + 1 matches, then one page off the newest-first index', async () => {
    const p = await plan({ words: ['산책'] });
    expect(p.rowsVia('community_posts_newest_idx')).toBeGreaterThan(0);
    expect(p.rowsVia('community_posts_newest_idx')).toBeLessThan(200);
    expect(p.postRowsRead).toBeLessThan(SEARCH_COUNT_CAP * 6);
  });
});

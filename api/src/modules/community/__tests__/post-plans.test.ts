/**
 * The community's statements at 20,000 posts of the bench's (texts and like counts spread 0-199), on one seeded
 * database (seeding is most of this file's time).
 *
 * The search's first statement (`searchMatches`), with the planner's default settings: a rare word with a breed is
 * found through the trigram and breed indexes and its page sorted out of those few matches, rather than by walking
 * the newest-first index and testing ~1 row in 5 of every post with the pattern (what the old statement did: 18,000
 * rows read at 100,000 posts, 20 ms); a common word reads the first cap + 1 matches and then walks the newest-first
 * index for the page. After a cursor (the last seq a page served) the same, the walk entered at the cursor.
 *
 * The POPULAR feed's walk: a page deep into a walk reads the popular index from the top, drops what the walk has
 * served by a hashed anti-join (one lookup a row, not a comparison with every served seq), and stops a page past
 * them: no sort, no scan of the table, about as many index entries as the walk has served plus a page, whether the
 * statement runs with its values or generic.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosts } from '../../../../bench/seed-posts.js';
import { seed } from '../../../db/seed/index.js';
import type { DbHandle } from '../../../infra/db/client.js';
import { explainNodes, explainPrepared, type PlanNode } from '../../../test/explain.js';
import { createTestDb } from '../../../test/test-db.js';
import { POPULAR_WALK_MAX } from '../popular-walk.js';
import { CommunityRepository, feedValues, type FeedOptions } from '../repository.js';
import { SEARCH_COUNT_CAP } from '../schemas.js';

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

const rowsOf = async <T>(query: SQL) => {
  const result = await handle.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
};

/** Rows a node produced or tested and dropped, over all its loops. */
const read = (n: PlanNode) => (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'];

async function plan(opts: { words: string[]; breedSeq?: number; page?: number; before?: number }) {
  const query = repo.searchMatches({ page: 0, size: 20, ...opts });
  const nodes = await explainNodes(handle.db, query);
  const onPosts = nodes.filter(
    (n) => n['Relation Name'] === 'community_posts' || n['Index Name']?.startsWith('community_posts_'),
  );
  return {
    postRowsRead: onPosts.reduce((sum, n) => sum + read(n), 0),
    rowsVia: (index: string) =>
      nodes.filter((n) => n['Index Name'] === index).reduce((sum, n) => sum + read(n), 0),
    seqScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'community_posts'),
    indexConds: (index: string) =>
      nodes.filter((n) => n['Index Name'] === index).map((n) => n['Index Cond'] ?? ''),
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

  it('a common word after a cursor deep in: the newest-first index from the cursor down, one page of it', async () => {
    const [{ mid }] = await rowsOf<{ mid: number }>(
      sql`select (max(community_seq) / 2)::int as mid from community_posts`,
    );
    const p = await plan({ words: ['산책'], before: mid });
    // Entered at the cursor (an index condition), not walked from the newest and filtered down to it.
    expect(p.indexConds('community_posts_newest_idx')).toEqual([expect.stringContaining(`< ${mid}`)]);
    expect(p.rowsVia('community_posts_newest_idx')).toBeGreaterThan(0);
    expect(p.rowsVia('community_posts_newest_idx')).toBeLessThan(200);
    expect(p.postRowsRead).toBeLessThan(SEARCH_COUNT_CAP * 6);
  });

  it('a rare word with a breed after a cursor: still no newest-first walk, the page cut out of the few matches', async () => {
    const all = await repo.search(null, { words: ['림픽공원'], breedSeq: 3, page: 0, size: 50 });
    expect(all.rows.length).toBeGreaterThan(2);
    const p = await plan({ words: ['림픽공원'], breedSeq: 3, before: all.rows[1].communitySeq });
    expect(p.rowsVia('community_posts_newest_idx')).toBe(0);
    expect(p.seqScans).toEqual([]);
    expect(p.postRowsRead).toBeLessThan(POSTS / 10);
  });
});

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

/**
 * What the viewer reported leaves their feed and search (repository `notReportedBy`): an anti-join that probes the
 * reports' unique index (type, target, reporter) for each post a page reads, however many reports the table holds
 * and however many the viewer made; never a scan of the reports.
 */
describe(`the posts a viewer reported, left out at ${POSTS} posts`, () => {
  let viewer: number;
  let reported: Set<number>;
  beforeAll(async () => {
    const people = await rowsOf<{ user_seq: number }>(
      sql`select user_seq from users order by user_seq limit 6`,
    );
    viewer = people[0].user_seq;
    // Other people's reports over a fifth of the posts each, and the viewer's on every 7th of the newest 700.
    for (const p of people.slice(1))
      await handle.db.execute(sql`insert into community_reports (target_type, target_seq, user_seq, reason)
        select 'POST', community_seq, ${p.user_seq}, 'SPAM' from community_posts where random() < 0.2`);
    await handle.db.execute(sql`insert into community_reports (target_type, target_seq, user_seq, reason)
      select 'POST', community_seq, ${viewer}, 'SPAM' from
        (select community_seq from community_posts order by community_seq desc limit 700) newest
      where community_seq % 7 = 0`);
    await handle.db.execute(sql`analyze community_reports`);
    const mine = await rowsOf<{ seq: number }>(
      sql`select target_seq as seq from community_reports where user_seq = ${viewer}`,
    );
    reported = new Set(mine.map((r) => Number(r.seq)));
    expect(reported.size).toBe(100);
  }, 60_000);

  const onReports = (nodes: PlanNode[]) => ({
    scans: nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'community_reports'),
    probed: nodes
      .filter((n) => n['Index Name'] === 'community_reports_uq')
      .reduce((sum, n) => sum + n['Actual Loops'], 0),
  });

  it('the newest feed: one probe of the reports index per post read, none of the reported posts', async () => {
    const opts: FeedOptions = { sort: 'NEWEST', size: 21 };
    const page = await repo.feed(viewer, opts);
    expect(page).toHaveLength(21);
    expect(page.filter((r) => reported.has(r.communitySeq))).toEqual([]);
    for (const { nodes } of [...(await plans(viewer, opts)), ...(await plans(viewer, opts, true))]) {
      const r = onReports(nodes);
      expect(r.scans).toEqual([]);
      expect(r.probed).toBeGreaterThanOrEqual(21);
      expect(r.probed).toBeLessThan(40);
    }
  });

  it('a common word searched: the reports probed for the matches only, never scanned', async () => {
    const found = await repo.search(viewer, { words: ['산책'], page: 0, size: 20 });
    expect(found.rows).toHaveLength(20);
    expect(found.rows.filter((r) => reported.has(r.communitySeq))).toEqual([]);
    const nodes = await explainNodes(
      handle.db,
      repo.searchMatches({ viewer, words: ['산책'], page: 0, size: 20 }),
    );
    const r = onReports(nodes);
    expect(r.scans).toEqual([]);
    expect(r.probed).toBeGreaterThan(0);
    expect(r.probed).toBeLessThan(SEARCH_COUNT_CAP + 200);
  });
});

/**
 * The posts of people the viewer blocked leave their feed and search (repository `notBlockedBy`): an anti-join that
 * probes the blocks' unique index (blocker, blocked) for each post a page reads, however many blocks the table holds;
 * never a scan of the blocks.
 */
describe(`the posts of people a viewer blocked, left out at ${POSTS} posts`, () => {
  let viewer: number;
  let blockedAuthors: Set<number>;
  beforeAll(async () => {
    const people = await rowsOf<{ user_seq: number }>(
      sql`select user_seq from users order by user_seq limit 12`,
    );
    viewer = people[6].user_seq;
    // Everyone else blocks everyone but the viewer; the viewer blocks the authors of the newest few posts.
    await handle.db.execute(sql`insert into community_user_blocks (user_seq, blocked_user_seq)
      select a.user_seq, b.user_seq from users a cross join users b
      where a.user_seq <> b.user_seq and a.user_seq <> ${viewer} and b.user_seq <> ${viewer}`);
    const authors = await rowsOf<{ user_seq: number }>(
      sql`select distinct user_seq from (select user_seq from community_posts where user_seq <> ${viewer}
        order by community_seq desc limit 5) newest`,
    );
    for (const a of authors)
      await handle.db.execute(
        sql`insert into community_user_blocks (user_seq, blocked_user_seq) values (${viewer}, ${a.user_seq})`,
      );
    await handle.db.execute(sql`analyze community_user_blocks`);
    blockedAuthors = new Set(authors.map((a) => Number(a.user_seq)));
    expect(blockedAuthors.size).toBeGreaterThan(0);
  }, 60_000);

  const onBlocks = (nodes: PlanNode[]) => ({
    scans: nodes.filter(
      (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'community_user_blocks',
    ),
    probed: nodes
      .filter((n) => n['Index Name'] === 'community_user_blocks_uq')
      .reduce((sum, n) => sum + n['Actual Loops'], 0),
  });

  it('the newest and popular feeds: one probe of the blocks index per post read, none of their posts', async () => {
    for (const sort of ['NEWEST', 'POPULAR'] as const) {
      const opts: FeedOptions = { sort, size: 21 };
      const page = await repo.feed(viewer, opts);
      expect(page).toHaveLength(21);
      expect(page.filter((r) => blockedAuthors.has(r.userSeq))).toEqual([]);
      for (const { nodes } of [...(await plans(viewer, opts)), ...(await plans(viewer, opts, true))]) {
        const b = onBlocks(nodes);
        expect(b.scans).toEqual([]);
        expect(b.probed).toBeGreaterThanOrEqual(21);
        expect(b.probed).toBeLessThan(POSTS / 10);
      }
    }
  });

  it('a common word searched: the blocks probed for the matches only, never scanned', async () => {
    const found = await repo.search(viewer, { words: ['산책'], page: 0, size: 20 });
    expect(found.rows).toHaveLength(20);
    expect(found.rows.filter((r) => blockedAuthors.has(r.userSeq))).toEqual([]);
    const nodes = await explainNodes(
      handle.db,
      repo.searchMatches({ viewer, words: ['산책'], page: 0, size: 20 }),
    );
    const b = onBlocks(nodes);
    expect(b.scans).toEqual([]);
    expect(b.probed).toBeGreaterThan(0);
    expect(b.probed).toBeLessThan(SEARCH_COUNT_CAP * 6);
  });
});

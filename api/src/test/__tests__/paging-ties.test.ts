import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createShop, type Owner } from '../factories.js';
import { createTestContext, type TestContext } from '../test-app.js';

/**
 * A long-time customer's lists where many rows share one instant (a batch of news, a shop's notices published
 * together, a burst of likes): walking every page in a few sizes gives each row exactly once, in one order, and
 * the totals and hasNext agree with what was walked, on the last page and past it too.
 */
const ROWS = 50;
const SAME_INSTANT = '2026-03-01T03:00:00Z';

let t: TestContext;
let owner: Owner;
let author: Owner;
let shopId: number;

beforeAll(async () => {
  t = await createTestContext({ shops: 3 });
  owner = await createOwner(t, { nickname: '오래된고객' });
  author = await createOwner(t, { nickname: '글쓴이' });
  shopId = (await createShop(t, { name: '바쁜 미용실' })).shopId;
  const at = sql`${SAME_INSTANT}::timestamptz`;
  await t.db.execute(sql`insert into notifications (user_seq, kind, title, body, created_at)
    select ${owner.userSeq}, 'NOTICE', '소식 ' || i, '본문', ${at} from generate_series(1, ${ROWS}) i`);
  await t.db.execute(sql`insert into notices (shop_id, title, body, pinned, published_at, created_at)
    select ${shopId}, '공지 ' || i, '본문', i % 7 = 0, ${at}, ${at} from generate_series(1, ${ROWS}) i`);
  // The author's posts, all liked and commented on by the owner at the same instant; every post has 3 likes.
  await t.db.execute(sql`insert into community_posts (user_seq, content, like_count, created_at, updated_at)
    select ${author.userSeq}, '글 ' || i, 3, ${at}, ${at} from generate_series(1, ${ROWS}) i`);
  await t.db.execute(sql`insert into community_likes (community_seq, user_seq, created_at)
    select community_seq, ${owner.userSeq}, ${at} from community_posts where user_seq = ${author.userSeq}`);
  await t.db
    .execute(sql`insert into community_comments (community_seq, user_seq, content, created_at, updated_at)
    select community_seq, ${owner.userSeq}, '댓글', ${at}, ${at} from community_posts where user_seq = ${author.userSeq}`);
});
afterAll(() => t.close());

type Page = { items: Record<string, unknown>[]; page: number; size: number; total: number; hasNext: boolean };

/** Every page of an offset list until hasNext is false, checking each page's bookkeeping. */
async function walk(url: (page: number, size: number) => string, auth: object, size: number, key: string) {
  const seen: unknown[] = [];
  for (let page = 0; ; page++) {
    const res = await t.inject({
      method: 'GET',
      url: url(page, size),
      headers: auth as Record<string, string>,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Page;
    expect(data.total).toBe(ROWS);
    expect(data.items.length).toBe(Math.min(size, ROWS - page * size));
    expect(data.hasNext).toBe((page + 1) * size < ROWS);
    seen.push(...data.items.map((i) => i[key]));
    if (!data.hasNext) {
      // Past the end: an empty page that still knows the total.
      const past = (
        await t.inject({ method: 'GET', url: url(page + 1, size), headers: auth as Record<string, string> })
      ).json().data as Page;
      expect(past).toMatchObject({ items: [], total: ROWS, hasNext: false });
      return seen;
    }
  }
}

const lists: [string, (page: number, size: number) => string, () => object, string][] = [
  [
    '소식 (notifications)',
    (p, s) => `/v2/notifications?page=${p}&size=${s}`,
    () => owner.auth,
    'notificationSeq',
  ],
  [
    '공지사항 (notices)',
    (p, s) => `/v2/notices?shopId=${shopId}&page=${p}&size=${s}`,
    () => ({}),
    'noticeSeq',
  ],
  ['내가 쓴 글', (p, s) => `/v2/community/my/posts?page=${p}&size=${s}`, () => author.auth, 'communitySeq'],
  ['좋아요한 글', (p, s) => `/v2/community/my/likes?page=${p}&size=${s}`, () => owner.auth, 'communitySeq'],
  ['내가 쓴 댓글', (p, s) => `/v2/community/my/comments?page=${p}&size=${s}`, () => owner.auth, 'commentSeq'],
];

describe('walking every page of a list whose rows share one instant', () => {
  it.each(lists)('%s: each row once, the same order at every page size', async (_name, url, auth, key) => {
    const orders = [];
    for (const size of [7, 20, 50]) {
      const seen = await walk(url, auth(), size, key);
      expect(new Set(seen).size).toBe(ROWS);
      orders.push(seen);
    }
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
  });

  it.each(['NEWEST', 'POPULAR'])(
    'the %s feed walked by cursor gives each post once, even with equal like counts',
    async (sort) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const q: string = cursor ? `&cursor=${cursor}` : '';
        const res = await t.inject({ method: 'GET', url: `/v2/community?sort=${sort}&size=7${q}` });
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data as { items: { communitySeq: number }[]; nextCursor: string | null };
        seen.push(...data.items.map((i) => i.communitySeq));
        cursor = data.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(ROWS);
      expect(new Set(seen).size).toBe(ROWS);
    },
  );

  it('a post written mid-walk does not make the next feed page repeat or skip one', async () => {
    const first = (await t.inject({ method: 'GET', url: '/v2/community?size=10' })).json().data;
    const written = await t.inject({
      method: 'POST',
      url: '/v2/community',
      headers: author.auth,
      payload: { content: '방금 쓴 글' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const next = (
      await t.inject({ method: 'GET', url: `/v2/community?size=10&cursor=${first.nextCursor}` })
    ).json().data;
    const firstSeqs = first.items.map((i: { communitySeq: number }) => i.communitySeq);
    for (const item of next.items) expect(firstSeqs).not.toContain(item.communitySeq);
    expect(next.items[0].communitySeq).toBe(firstSeqs[firstSeqs.length - 1] - 1);
  });
});

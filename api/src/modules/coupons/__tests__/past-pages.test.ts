import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, type Owner } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

/**
 * A customer of many years: every month's coupons end up used or expired, so 지난 쿠폰 only grows. It pages, newest
 * first, each coupon once however many stopped being usable at the same instant; the usable ones stay whole.
 */
const EXPIRED = 40; // all expired at one instant
const USED = 20; // all used at one instant (in the same millisecond, microseconds apart)
const PAST = EXPIRED + USED + 1;
const USABLE = 3;

let t: TestContext;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
  owner = await createOwner(t);
  other = await createOwner(t);
  const insert = (userSeq: number, n: number, expires: string, used: string | null) =>
    t.db.execute(sql`insert into coupons (user_seq, name, discount_type, discount_value, expires_at, used_at)
      select ${userSeq}, '쿠폰 ' || i, 'AMOUNT', 3000, ${expires}::timestamptz,
        ${used}::timestamptz + i * interval '1 microsecond'
      from generate_series(1, ${n}) i`);
  await insert(owner.userSeq, EXPIRED, '2024-05-01T00:00:00Z', null);
  await insert(owner.userSeq, USED, '2099-01-01T00:00:00Z', '2025-02-01T00:00:00.000100Z');
  // Used last of all, though it expires before the others used: newest by when it was used, not by its expiry.
  await insert(owner.userSeq, 1, '2025-06-01T00:00:00Z', '2025-03-01T00:00:00Z');
  await insert(owner.userSeq, USABLE, '2099-06-01T00:00:00Z', null);
  await insert(other.userSeq, 5, '2024-05-01T00:00:00Z', null);
});
afterAll(() => t.close());

const get = (url: string, who: Owner = owner) => t.inject({ method: 'GET', url, headers: who.auth });

type Coupon = { couponSeq: number; state: string; usedAt: string | null; expiresAt: string };

async function walk(size: number) {
  const seen: Coupon[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/v2/coupons/past?size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { items: Coupon[]; nextCursor: string | null };
    expect(data.items.length).toBe(Math.min(size, PAST - seen.length));
    seen.push(...data.items);
    cursor = data.nextCursor;
  } while (cursor);
  return seen;
}

describe('지난 쿠폰 (used or expired) by pages', () => {
  it('gives each past coupon once, in one order at every page size, newest first', async () => {
    const orders = [];
    for (const size of [7, 20, 50]) {
      const seen = await walk(size);
      expect(new Set(seen.map((c) => c.couponSeq)).size).toBe(PAST);
      expect(seen.every((c) => c.state !== 'USABLE')).toBe(true);
      orders.push(seen.map((c) => c.couponSeq));
    }
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
    const first = (await walk(50))[0];
    expect(first.usedAt).toMatch(/^2025-03-01T00:00:00/);
    const when = (await walk(50)).map((c) => Date.parse(c.usedAt ?? c.expiresAt));
    expect(when).toEqual([...when].sort((a, b) => b - a));
  });

  it('leaves the usable tab whole', async () => {
    const res = await get('/v2/coupons?tab=usable');
    expect(res.json().data).toHaveLength(USABLE);
  });

  it('answers an app from before paging (no cursor, no size) with the newest 50 as a plain list', async () => {
    const res = await get('/v2/coupons?tab=past');
    expect(res.statusCode, res.body).toBe(200);
    const old = res.json().data as Coupon[];
    expect(old.map((c) => c.couponSeq)).toEqual((await walk(50)).slice(0, 50).map((c) => c.couponSeq));
  });

  it('shows nobody else’s coupons', async () => {
    const res = await get('/v2/coupons/past', other);
    expect(res.json().data).toMatchObject({ nextCursor: null });
    expect(res.json().data.items).toHaveLength(5);
  });

  it.each(['cursor=abc', 'cursor=12_0', 'cursor=-1_3', 'cursor=1_2_3', 'size=0', 'size=51', 'size=x'])(
    'refuses a bad page (%s) with 400 VALIDATION_ERROR',
    async (q) => {
      const res = await get(`/v2/coupons/past?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('VALIDATION_ERROR');
      // Named by the parameter at fault (not read as a coupon or pass id).
      expect(JSON.stringify(res.json().data)).toContain(q.split('=')[0]);
    },
  );
});

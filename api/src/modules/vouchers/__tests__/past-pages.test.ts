import { and, eq, like, sql } from 'drizzle-orm';
import { vouchers } from '../../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createShop, type Owner } from '../../../test/factories.js';
import { createVoucherProduct } from '../../../test/money-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

/**
 * A dog at the same kindergarten for five years: a pass every couple of months, each refunded, expired or used up
 * in turn. 지난 이용권 pages, newest bought first, each pass once however many were bought at one instant; the
 * passes that can still pay stay whole.
 */
const REFUNDED = 30;
const EXPIRED = 15;
const USED_UP = 10;
const PAST = REFUNDED + EXPIRED + USED_UP;

let t: TestContext;
let owner: Owner;
let active: number[];

beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
  owner = await createOwner(t);
  const shop = await createShop(t, { name: '오래된 유치원', products: [{ name: '종일반' }] });
  const product = await createVoucherProduct(t, shop.shopId, [shop.products['종일반']]);
  const insert = (n: number, set: { expires: string; used?: number; held?: number; status?: string }) =>
    t.db.execute(sql`insert into vouchers (user_seq, shop_id, voucher_product_seq, name,
        total_uses, used_uses, held_uses, paid_amount, unit_list_price, product_seqs, expires_at, status, created_at)
      select ${owner.userSeq}, ${shop.shopId}, ${product}, ${set.status ?? 'ACTIVE'} || i, 10, ${set.used ?? 0},
        ${set.held ?? 0}, 270000, 30000, '[]'::jsonb, ${set.expires}::timestamptz, ${set.status ?? 'ACTIVE'},
        '2024-01-01T00:00:00.000100Z'::timestamptz + i * interval '1 microsecond'
      from generate_series(1, ${n}) i`);
  await insert(REFUNDED, { expires: '2099-01-01T00:00:00Z', used: 2, status: 'REFUNDED' });
  await insert(EXPIRED, { expires: '2024-07-01T00:00:00Z', used: 4 });
  await insert(USED_UP, { expires: '2099-01-01T00:00:00Z', used: 10 });
  await t.db.update(vouchers).set({ name: '지난 이용권' }).where(eq(vouchers.userSeq, owner.userSeq));
  await insert(2, { expires: '2099-01-01T00:00:00Z', used: 3 });
  // No use left to book, but one held by a booking not yet done: it can still pay (or come back), so it is active.
  await insert(1, { expires: '2099-01-01T00:00:00Z', used: 9, held: 1 });
  const rows = await t.db
    .select({ seq: vouchers.voucherSeq })
    .from(vouchers)
    .where(and(eq(vouchers.userSeq, owner.userSeq), like(vouchers.name, 'ACTIVE%')));
  active = rows.map((r) => r.seq);
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: owner.auth });

type Voucher = { voucherSeq: number; state: string; createdAt: string };

async function walk(size: number) {
  const seen: Voucher[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/v2/vouchers/past?size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { items: Voucher[]; nextCursor: string | null };
    expect(data.items.length).toBe(Math.min(size, PAST - seen.length));
    seen.push(...data.items);
    cursor = data.nextCursor;
  } while (cursor);
  return seen;
}

describe('지난 이용권 (refunded, expired, used up) by pages', () => {
  it('gives each past pass once, in one order at every page size, newest bought first', async () => {
    const orders = [];
    for (const size of [7, 20, 50]) {
      const seen = await walk(size);
      expect(new Set(seen.map((v) => v.voucherSeq)).size).toBe(PAST);
      expect(seen.every((v) => v.state !== 'ACTIVE')).toBe(true);
      orders.push(seen.map((v) => v.voucherSeq));
    }
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
    expect(orders[0]).toEqual([...orders[0]].sort((a, b) => b - a));
  });

  it('lists every pass that can still pay with scope=active, and none that cannot', async () => {
    const res = await get('/v2/vouchers?scope=active');
    expect(res.statusCode, res.body).toBe(200);
    const seqs = (res.json().data as Voucher[]).map((v) => v.voucherSeq);
    expect(active).toHaveLength(3);
    expect(seqs.sort()).toEqual([...active].sort());
  });

  it('answers an app from before paging with the active passes and the newest 20 past ones', async () => {
    const res = await get('/v2/vouchers');
    expect(res.statusCode, res.body).toBe(200);
    const seqs = (res.json().data as Voucher[]).map((v) => v.voucherSeq);
    const newestPast = (await walk(20)).slice(0, 20).map((v) => v.voucherSeq);
    expect(seqs).toHaveLength(23);
    expect(seqs).toEqual(expect.arrayContaining([...active, ...newestPast]));
  });

  it.each(['cursor=abc', 'cursor=12_0', 'cursor=1_2_3', 'size=0', 'size=51', 'scope=past'])(
    'refuses a bad request (%s) with 400 VALIDATION_ERROR',
    async (q) => {
      const url = q.startsWith('scope') ? `/v2/vouchers?${q}` : `/v2/vouchers/past?${q}`;
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('VALIDATION_ERROR');
      // Named by the parameter at fault (not read as a coupon or pass id).
      expect(JSON.stringify(res.json().data)).toContain(q.split('=')[0]);
    },
  );
});

// The "N" on the 앨범 list: an album the shop posted of the owner's pet is new to them until they open it, on every
// device; each owner's own; one from before their current link to the shop (linked again) is not; a deleted one goes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumReads } from '../../../db/schema/index.js';
import { bookingContext, NOW, testClock } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createShop,
  createStaffSession,
  linkOwnerToShopSince,
  type Owner,
  type StaffSession,
} from '../../../test/factories.js';
import { multipartBody, pngImage } from '../../../test/media-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

const HOUR = 3_600_000;
let t: TestContext;
const clock = testClock();
let shopId: number;
let otherShopId: number;
let staff: StaffSession;
let owner: Owner;
let neighbour: Owner;
let coco: number;
let bori: number;

beforeAll(async () => {
  t = await bookingContext(clock);
  shopId = (await createShop(t, { name: '새앨범 유치원' })).shopId;
  otherShopId = (await createShop(t, { name: '새앨범 호텔' })).shopId;
  staff = await createStaffSession(t, [shopId, otherShopId]);
  owner = await createOwner(t, { nickname: '코코맘' });
  neighbour = await createOwner(t, { nickname: '보리아빠' });
  const monthAgo = new Date(NOW.getTime() - 30 * 24 * HOUR);
  await linkOwnerToShopSince(t, owner, shopId, monthAgo);
  await linkOwnerToShopSince(t, owner, otherShopId, monthAgo);
  await linkOwnerToShopSince(t, neighbour, shopId, monthAgo);
  coco = await createPet(t, owner, { name: '코코' });
  bori = await createPet(t, neighbour, { name: '보리' });
});
afterAll(() => t.close());

/** A photo uploaded by the staff member, as the partner app does before posting. */
async function upload() {
  const body = multipartBody(await pngImage(120, 90), { filename: 'dog.png', contentType: 'image/png' });
  const res = await t.inject({
    method: 'POST',
    url: '/v2/media',
    headers: { ...staff.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.mediaSeq as number;
}

/** Posted an hour after the last one. */
async function post(title: string, petSeqs: number[], shop = shopId) {
  clock.set(new Date(clock.now().getTime() + HOUR));
  const res = await t.inject({
    method: 'POST',
    url: '/v2/partner/albums',
    headers: staff.auth,
    payload: { shopId: shop, kind: 'DAY', title, date: '2026-11-22', petSeqs, mediaSeqs: [await upload()] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.albumSeq as number;
}
const list = async (who: Owner, query = '') =>
  (await t.inject({ method: 'GET', url: `/v2/albums${query}`, headers: who.auth })).json().data as {
    items: { albumSeq: number; title: string; unread: boolean }[];
    unread: number;
    total: number;
  };
const newTitles = async (who: Owner, query = '') =>
  (await list(who, query)).items.filter((a) => a.unread).map((a) => a.title);
const open = (who: Owner, albumSeq: number) =>
  t.inject({ method: 'GET', url: `/v2/albums/${albumSeq}`, headers: who.auth });

describe('앨범 새 글 (N)', () => {
  let walk: number;
  let bath: number;

  it('an album of the owner’s pet is new to them until they open it, on every device', async () => {
    walk = await post('눈 오는 날 산책', [coco, bori]);
    bath = await post('목욕 후', [coco]);
    expect(await list(owner)).toMatchObject({
      unread: 2,
      items: [
        { albumSeq: bath, unread: true },
        { albumSeq: walk, unread: true },
      ],
    });
    expect((await open(owner, walk)).statusCode).toBe(200);
    expect(await list(owner)).toMatchObject({
      unread: 1,
      items: [
        { albumSeq: bath, unread: true },
        { albumSeq: walk, unread: false },
      ],
    });
    const { token } = await t.app.services.auth.issueToken(owner.userSeq);
    const otherPhone = { ...owner, auth: { authorization: `Bearer ${token}` } };
    expect(await newTitles(otherPhone)).toEqual(['목욕 후']);
    // The detail itself carries no mark: it is the list's.
    expect((await open(owner, walk)).json().data).not.toHaveProperty('unread');
    expect(
      await t.db
        .select()
        .from(albumReads)
        .where(and(eq(albumReads.albumSeq, walk), eq(albumReads.userSeq, owner.userSeq))),
    ).toHaveLength(1);
  });

  it('is each owner’s own: the day album stays new to the other pet’s owner', async () => {
    expect(await list(neighbour)).toMatchObject({ unread: 1, items: [{ albumSeq: walk, unread: true }] });
    await open(neighbour, walk);
    expect(await list(neighbour)).toMatchObject({ unread: 0, items: [{ albumSeq: walk, unread: false }] });
    expect(await newTitles(owner)).toEqual(['목욕 후']);
  });

  it('counts one shop’s only when the list is narrowed to it', async () => {
    await post('호텔 첫날', [coco], otherShopId);
    expect(await list(owner)).toMatchObject({ unread: 2 });
    expect(await list(owner, `?shopId=${otherShopId}`)).toMatchObject({ unread: 1, total: 1 });
    expect(await list(owner, `?shopId=${shopId}`)).toMatchObject({ unread: 1, total: 2 });
  });

  it('linked again after unlinking: what the shop posted before is not new', async () => {
    const unlink = await t.inject({
      method: 'DELETE',
      url: `/v2/shop/link?shopId=${otherShopId}`,
      headers: owner.auth,
    });
    expect(unlink.statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + HOUR));
    await linkOwnerToShopSince(t, owner, otherShopId, clock.now());
    expect(await newTitles(owner)).toEqual(['목욕 후']);
    const second = await post('호텔 둘째 날', [coco], otherShopId);
    expect(await newTitles(owner)).toEqual(['호텔 둘째 날', '목욕 후']);
    expect((await list(owner)).items[0]).toMatchObject({ albumSeq: second, unread: true });
  });

  it('a deleted album drops out of the list and the count, its reads with it', async () => {
    const before = (await list(owner)).unread;
    const del = (albumSeq: number) =>
      t.inject({ method: 'DELETE', url: `/v2/partner/albums/${albumSeq}`, headers: staff.auth });
    expect((await del(bath)).statusCode).toBe(200);
    expect(await list(owner)).toMatchObject({ unread: before - 1 });
    expect((await del(walk)).statusCode).toBe(200);
    expect(await t.db.select().from(albumReads).where(eq(albumReads.albumSeq, walk))).toHaveLength(0);
  });
});

// An owner who books online becomes the shop's customer when the shop confirms the booking, as an invitation makes
// them one: linked to the shop (user_shops, last in their list, under the shop's next customer number), so the shop's
// 알림장, notices and albums reach them. Once only, however many confirms; a refused request links nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, partnerLogin, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  linkOwnerToShop,
  type Owner,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let salon: number;
let bath: number;
let otherShop: number;
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // Monday 2026-11-23 09:00 Seoul
  const s = await createShop(t, { name: '해피독 유치원', settings: { staffCount: 5 } });
  [salon, bath] = [s.shopId, s.products['목욕']];
  otherShop = (await createShop(t, { name: '다른 매장' })).shopId;
  staff = await partnerLogin(t, 'teacher@guardian.kr', [salon], 'OWNER');
  // The shop has handed out customer numbers already: one to an invited customer, a higher one in an invitation
  // nobody has used yet. A booking customer must get neither.
  await linkOwnerToShop(t, await createOwner(t), salon);
  await t.invitation(`UNUSED-${salon}`, salon, 7000);
});
afterAll(() => t.close());

/**
 * Runs the confirms at once, each held 100 ms under its reservation lock before it writes, so they really overlap
 * (on PostgreSQL; PGlite is one connection and runs them one after the other).
 */
async function together<T>(calls: (() => Promise<T>)[]) {
  t.app.bookingHooks.betweenReadAndUpdate = () => new Promise((r) => setTimeout(r, 100));
  try {
    return await Promise.all(calls.map((c) => c()));
  } finally {
    t.app.bookingHooks.betweenReadAndUpdate = null;
  }
}

const partner = (seq: number, path: string, payload?: object) =>
  t.inject({
    method: 'POST',
    url: `/v2/partner/reservations/${seq}/${path}`,
    headers: staff.auth,
    ...(payload ? { payload } : {}),
  });
const request = (owner: Owner, petSeq: number, date: string, time = '10:00') =>
  createReservation(t, owner, { shopId: salon, productSeq: bath, petSeqs: [petSeq], date, time });
const linksOf = async (owner: Owner) =>
  (await t.inject({ method: 'GET', url: '/v2/me', headers: owner.auth })).json().data.userShops as {
    shopId: number;
    customerSeq: number;
    sortOrder: number;
  }[];
const alimPaper = (petSeq: number) =>
  t.inject({
    method: 'POST',
    url: '/v2/partner/alim-papers',
    headers: staff.auth,
    payload: { shopId: salon, petSeq, date: '2026-11-23', moods: ['신나요'], text: '오늘도 잘 놀았어요.' },
  });

describe("the shop's confirm makes an online booker its customer", () => {
  it('links the owner, last in their list, under a customer number the shop has not used', async () => {
    const alice = await createOwner(t);
    const coco = await createPet(t, alice, { name: '코코' });
    await linkOwnerToShop(t, alice, otherShop); // a shop she was invited to, first in her list
    const seq = await request(alice, coco, '2026-11-25');
    expect((await linksOf(alice)).map((l) => l.shopId)).toEqual([otherShop]); // a request is not a link

    expect((await partner(seq, 'confirm')).statusCode).toBe(200);
    const links = await linksOf(alice);
    expect(links.map((l) => l.shopId)).toEqual([otherShop, salon]);
    expect(links[1].sortOrder).toBeGreaterThan(links[0].sortOrder);
    expect(links[1].customerSeq).toBe(7001); // past the invited customer's 5xxx and the unused invitation's 7000
  });

  it('then the shop can write an 알림장 for the pet, and its notices reach the owner', async () => {
    const bob = await createOwner(t);
    const bori = await createPet(t, bob, { name: '보리' });
    const seq = await request(bob, bori, '2026-11-25', '11:00');
    expect((await alimPaper(bori)).json().resultCode).toBe('ALIM_PAPER_NOT_CUSTOMER');

    expect((await partner(seq, 'confirm')).statusCode).toBe(200);
    const res = await alimPaper(bori);
    expect(res.statusCode).toBe(200);

    const notice = await t.inject({
      method: 'POST',
      url: '/v2/partner/notices',
      headers: staff.auth,
      payload: { shopId: salon, title: '12월 휴무 안내', body: '12월 25일은 쉬어요.' },
    });
    expect(notice.statusCode).toBe(200);
    const inbox = (await t.inject({ method: 'GET', url: '/v2/notifications', headers: bob.auth })).json()
      .data;
    expect(inbox.items[0]).toMatchObject({ kind: 'NOTICE', body: '12월 휴무 안내' });
  });

  it('a second confirmed booking, or two confirms at once, still make one link with one number', async () => {
    const carol = await createOwner(t);
    const nabi = await createPet(t, carol, { name: '나비' });
    const first = await request(carol, nabi, '2026-11-26');
    const second = await request(carol, nabi, '2026-11-27');
    const third = await request(carol, nabi, '2026-12-01');
    const [a, b] = await together([() => partner(first, 'confirm'), () => partner(second, 'confirm')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const once = await linksOf(carol);
    expect(once.filter((l) => l.shopId === salon)).toHaveLength(1);
    expect((await partner(third, 'confirm')).statusCode).toBe(200);
    expect(await linksOf(carol)).toEqual(once);
  });

  it('two owners confirmed at once get two customer numbers', async () => {
    const owners = [await createOwner(t), await createOwner(t)];
    const seqs = [
      await request(owners[0], await createPet(t, owners[0], { name: '하나' }), '2026-11-30', '10:00'),
      await request(owners[1], await createPet(t, owners[1], { name: '두리' }), '2026-11-30', '11:00'),
    ];
    const answers = await together(seqs.map((seq) => () => partner(seq, 'confirm')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const numbers = await Promise.all(
      owners.map(async (o) => (await linksOf(o)).find((l) => l.shopId === salon)!.customerSeq),
    );
    expect(new Set(numbers).size).toBe(2);
  });

  it('an owner already linked keeps the link and the number the invitation gave', async () => {
    const dan = await createOwner(t);
    const dubu = await createPet(t, dan, { name: '두부' });
    await linkOwnerToShop(t, dan, salon);
    const before = await linksOf(dan);
    expect((await partner(await request(dan, dubu, '2026-12-01'), 'confirm')).statusCode).toBe(200);
    expect(await linksOf(dan)).toEqual(before);
  });

  it('a refused request links nobody', async () => {
    const erin = await createOwner(t);
    const mong = await createPet(t, erin, { name: '몽이' });
    const seq = await request(erin, mong, '2026-12-02');
    const res = await partner(seq, 'reject', { reason: '그날은 예약이 찼어요.' });
    expect(res.statusCode).toBe(200);
    expect(await linksOf(erin)).toEqual([]);
    expect((await alimPaper(mong)).json().resultCode).toBe('ALIM_PAPER_NOT_CUSTOMER');
  });
});

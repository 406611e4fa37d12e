import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  type Owner,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let owner: Owner;
let other: Owner;
beforeAll(async () => {
  t = await bookingContext(); // now = Monday 2026-11-23 09:00 Seoul
  owner = await createOwner(t, { nickname: '알림주인' });
  other = await createOwner(t, { nickname: '남의알림' });
  const shop = await createShop(t, {
    name: '알림 미용실',
    products: [{ name: '목욕', durationMinutes: 60 }],
  });
  const pet = await createPet(t, owner, { name: '코코' });
  await createReservation(
    t,
    owner,
    {
      shopId: shop.shopId,
      productSeq: shop.products['목욕'],
      petSeqs: [pet],
      date: '2026-12-01',
      time: '10:00',
    },
    'COMPLETED',
  );
});
afterAll(() => t.close());

const list = async (user: Owner) =>
  (await t.inject({ method: 'GET', url: '/v2/notifications', headers: user.auth })).json().data;

describe('/v2/notifications (written by the booking service)', () => {
  it("lists the owner's notices newest first: the visit's completion, then its confirmation with a schedule link", async () => {
    const news = await list(owner);
    expect(news).toMatchObject({ total: 2, unread: 2, hasNext: false });
    expect(news.items.map((n: { title: string }) => n.title)).toEqual([
      '방문이 완료되었어요',
      '예약이 확정되었어요',
    ]);
    expect(news.items[0].body).toContain('알림 미용실 · 목욕 · 12월 1일 (화) 오전 10:00');
    const confirmLink: string = news.items[1].link;
    expect(confirmLink).toMatch(/^\/schedule\/alimtalk\?token=/);
    const visit = await t.inject({ method: 'GET', url: `/v2${confirmLink}` });
    expect(visit.json().data).toMatchObject({ status: 'COMPLETED', shop: { name: '알림 미용실' } });
    expect((await list(other)).total).toBe(0);
    const second = await t.inject({
      method: 'GET',
      url: '/v2/notifications?page=1&size=1',
      headers: owner.auth,
    });
    expect(second.json().data).toMatchObject({
      total: 2,
      hasNext: false,
      items: [{ title: '예약이 확정되었어요' }],
    });
  });

  it('marks one read; another owner cannot (404), and nobody without a token (401)', async () => {
    const [latest] = (await list(owner)).items;
    const read = (user?: Owner) =>
      t.inject({
        method: 'POST',
        url: `/v2/notifications/${latest.notificationSeq}/read`,
        headers: user?.auth ?? {},
      });
    expect((await read(other)).json().resultCode).toBe('NOTIFICATION_NOT_FOUND');
    expect((await read()).statusCode).toBe(401);
    expect((await read(owner)).statusCode).toBe(200);
    const after = await list(owner);
    expect(after.unread).toBe(1);
    expect(after.items[0].readAt).not.toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createReservation, createShop } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await bookingContext();
});
afterAll(() => t.close());

describe('schedule link (알림톡) token', () => {
  it('opens the confirmed visit without login, and nothing once the visit is cancelled', async () => {
    const s = await createShop(t, { settings: { staffCount: 5 } });
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    const seq = await createReservation(
      t,
      owner,
      { shopId: s.shopId, productSeq: s.products['목욕'], petSeqs: [pet], date: '2026-12-02', time: '11:00' },
      'CONFIRMED',
    );
    const inbox = await t.app.services.notifications.list(owner.userSeq, 0, 10);
    const link = inbox.items.map((n) => n.link).find((l) => l?.startsWith('/schedule/alimtalk'))!;
    const open = () => t.inject({ method: 'GET', url: `/v2${link}` });
    expect((await open()).json().data.reservationSeq).toBe(seq);
    await t.app.services.booking.transition(seq, 'cancel', t.app.now(), {
      by: 'OWNER',
      ownerSeq: owner.userSeq,
    });
    // Cancelled: the link says so rather than "expired", and still shows nothing of the visit.
    const after = await open();
    expect(after.statusCode).toBe(410);
    expect(after.json()).toMatchObject({
      resultCode: 'SCHEDULE_VISIT_CANCELED',
      message: '취소된 예약이에요.',
    });
    expect(after.json().data ?? null).toBeNull();
    const unknown = await t.inject({ method: 'GET', url: `/v2/schedule/alimtalk?token=${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().resultCode).toBe('INVALID_SCHEDULE_TOKEN');
  });

  it("opened by its owner, from anywhere (a push, the list), a booking's 소식 entries count as read; a stranger's session reads nothing", async () => {
    const s = await createShop(t, { settings: { staffCount: 5 } });
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    const pet = await createPet(t, owner);
    const book = (time: string) =>
      createReservation(
        t,
        owner,
        { shopId: s.shopId, productSeq: s.products['목욕'], petSeqs: [pet], date: '2026-12-03', time },
        'CONFIRMED',
      );
    const confirmed = await book('11:00');
    const unread = async () =>
      (await t.app.services.notifications.list(owner.userSeq, 0, 20)).items.filter((n) => !n.readAt);
    const link = (await unread()).find((n) => n.link?.startsWith('/schedule/alimtalk'))!.link!;
    // Another account's session opens the visit as anyone would, and reads none of the owner's entries.
    const seen = await t.inject({ method: 'GET', url: `/v2${link}`, headers: stranger.auth });
    expect(seen.statusCode).toBe(200);
    expect((await unread()).some((n) => n.link === link)).toBe(true);
    await t.inject({ method: 'GET', url: `/v2${link}`, headers: owner.auth });
    expect((await unread()).some((n) => n.link === link)).toBe(false);

    // A cancelled one: its 소식 entry links to 예약 상세, which reads it when opened (here from the list, ?id=).
    await t.app.services.booking.transition(confirmed, 'cancel', t.app.now(), {
      by: 'OWNER',
      ownerSeq: owner.userSeq,
    });
    const canceled = `/reservation/detail?reservationSeq=${confirmed}`;
    expect((await unread()).some((n) => n.link === canceled)).toBe(true);
    const detail = await t.inject({
      method: 'GET',
      url: `/v2/reservations/${confirmed}`,
      headers: owner.auth,
    });
    expect(detail.statusCode).toBe(200);
    expect((await unread()).some((n) => n.link === canceled)).toBe(false);
  });
});

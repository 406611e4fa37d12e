import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createReservation, createShop } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await bookingContext();
});
afterAll(() => t.close());

describe('회원 탈퇴 with a visit still ahead', () => {
  it('is refused while a booking is 요청 or 확정, and goes through once it is cancelled', async () => {
    const s = await createShop(t, { settings: { staffCount: 5 } });
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    const seq = await createReservation(
      t,
      owner,
      { shopId: s.shopId, productSeq: s.products['목욕'], petSeqs: [pet], date: '2026-12-02', time: '11:00' },
      'CONFIRMED',
    );
    const leave = () => t.inject({ method: 'DELETE', url: '/v2/user', headers: owner.auth });

    const refused = await leave();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      resultCode: 'ACCOUNT_HAS_UPCOMING_RESERVATION',
      message: '예정된 예약이 있어서 탈퇴할 수 없어요. 예약을 취소하거나 이용을 마친 뒤 탈퇴해 주세요.',
    });
    // Nothing of the account changed: the owner is still there, and so is the booking the shop expects.
    expect((await t.inject({ method: 'GET', url: '/v2/me', headers: owner.auth })).statusCode).toBe(200);
    const booking = await t.inject({ method: 'GET', url: `/v2/reservations/${seq}`, headers: owner.auth });
    expect(booking.json().data.status).toBe('CONFIRMED');

    await t.app.services.booking.transition(seq, 'cancel', t.app.now(), {
      by: 'OWNER',
      ownerSeq: owner.userSeq,
    });
    expect((await leave()).statusCode).toBe(200);
  });
});

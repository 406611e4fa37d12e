import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, NOW } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createShop, type Owner } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';
import { UNPAID_DEPOSIT_REASON } from '../service.js';

// now = Monday 2026-11-23 09:00 Seoul; a deposit is due a day after the request, or at the visit if sooner.
const HOUR = 3_600_000;
let t: TestContext;
let shop: { shopId: number; product: number };
let noDepositShop: { shopId: number; product: number };
beforeAll(async () => {
  t = await bookingContext();
  const s = await createShop(t, {
    settings: { staffCount: 5, depositRate: 30, depositAccount: '신한 110-000-000000' },
  });
  shop = { shopId: s.shopId, product: s.products['목욕'] };
  const n = await createShop(t, { settings: { staffCount: 5 } });
  noDepositShop = { shopId: n.shopId, product: n.products['목욕'] };
});
afterAll(() => t.close());

async function requestAt(
  owner: Owner,
  at: { shopId: number; product: number },
  date: string,
  time = '11:00',
) {
  const pet = await createPet(t, owner);
  return t.app.services.booking.create(
    owner.userSeq,
    { shopId: at.shopId, productSeq: at.product, petSeqs: [pet], date, time },
    NOW,
    { recordedAt: NOW },
  );
}
const expire = (at: Date) => t.app.services.booking.expireUnpaidRequests(at);
const view = (seq: number) => t.app.services.booking.byId(seq, NOW);

describe('requests whose deposit stays unpaid', () => {
  let owner: Owner;
  let unpaid: number;
  let paid: number;
  let free: number;
  let soon: number;
  beforeAll(async () => {
    owner = await createOwner(t);
    unpaid = await requestAt(owner, shop, '2026-12-03');
    paid = await requestAt(await createOwner(t), shop, '2026-12-03');
    await t.app.services.booking.markDepositPaid(paid, NOW);
    free = await requestAt(await createOwner(t), noDepositShop, '2026-12-03');
    soon = await requestAt(await createOwner(t), shop, '2026-11-23', '15:00'); // visit in 6 hours
  });

  it('are kept until the due time; a visit sooner than a day is due at its start', async () => {
    expect((await view(unpaid)).deposit?.dueAt).toEqual(new Date(NOW.getTime() + 24 * HOUR));
    expect(await expire(new Date(NOW.getTime() + 5 * HOUR))).toBe(0);
    expect(await expire(new Date(NOW.getTime() + 6 * HOUR))).toBe(1);
    expect((await view(soon)).status).toBe('CANCELED');
    expect((await view(unpaid)).status).toBe('REQUESTED');
  });

  it('expire past the due time: cancelled automatically (not the shop), nothing charged, the owner told so; others untouched', async () => {
    expect(await expire(new Date(NOW.getTime() + 24 * HOUR + 60_000))).toBe(1);
    const r = await view(unpaid);
    // The system's cancellation, not the shop's refusal: no reason the shop gave, canceledBy SYSTEM.
    expect(r).toMatchObject({
      status: 'CANCELED',
      rejectReason: null,
      cancellation: { canceledBy: 'SYSTEM', fee: 0, refundAmount: 0 },
    });
    const inbox = await t.app.services.notifications.list(owner.userSeq, 0, 10);
    expect(inbox.items[0].title).toBe('예약이 자동으로 취소되었어요');
    expect(inbox.items[0].body).toContain(UNPAID_DEPOSIT_REASON);
    expect(inbox.items[0].body).not.toContain('사유');
    for (const seq of [paid, free]) expect((await view(seq)).status).toBe('REQUESTED');
  });

  it('two workers at once expire each request once (FOR UPDATE SKIP LOCKED)', async () => {
    const a = await requestAt(await createOwner(t), shop, '2026-12-04');
    const b = await requestAt(await createOwner(t), shop, '2026-12-04');
    const later = new Date(NOW.getTime() + 30 * HOUR);
    const [x, y] = await Promise.all([expire(later), expire(later)]);
    expect(x + y).toBe(2);
    for (const seq of [a, b]) expect((await view(seq)).status).toBe('CANCELED');
  });
});

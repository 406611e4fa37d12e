// Confirming a reservation that is no longer a request (cancelled, refused) answers the status, never
// CONSENT_REQUIRED: the shop is not sent to chase a signature for a booking that is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, partnerLogin, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  type Owner,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: Owner;
let coco: number;
let salon: number;
let bath: number;
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // Monday 2026-11-23 09:00 Seoul
  alice = await createOwner(t);
  coco = await createPet(t, alice, { name: '코코' });
  const s = await createShop(t, { products: [{ name: '목욕' }] });
  [salon, bath] = [s.shopId, s.products['목욕']];
  staff = await partnerLogin(t, 'groomer@guardian.kr', [salon], 'OWNER');
  // A form the shop requires before confirming, which the owner never signs.
  const form = await t.inject({
    method: 'POST',
    url: '/v2/partner/consent-forms',
    headers: staff.auth,
    payload: {
      shopId: salon,
      kind: 'GROOMING',
      title: '미용 위험 고지 동의서',
      body: '미용 중 피부 발적, 작은 상처가 생길 수 있어요. 이상이 보이면 바로 연락드려요.',
      perPet: true,
      requiredForBooking: true,
    },
  });
  expect(form.statusCode).toBe(200);
});
afterAll(() => t.close());

const partner = (seq: number, path: string, payload?: object) =>
  t.inject({
    method: 'POST',
    url: `/v2/partner/reservations/${seq}/${path}`,
    headers: staff.auth,
    ...(payload ? { payload } : {}),
  });
const visit = (date: string) =>
  createReservation(t, alice, { shopId: salon, productSeq: bath, petSeqs: [coco], date, time: '14:00' });

describe('confirm of a reservation that is no longer a request', () => {
  it('a request still waits for the signature (CONSENT_REQUIRED)', async () => {
    expect((await partner(await visit('2026-11-25'), 'confirm')).json().resultCode).toBe('CONSENT_REQUIRED');
  });

  it('cancelled by the owner, or refused by the shop: INVALID_STATUS_TRANSITION', async () => {
    const cancelled = await visit('2026-11-26');
    const c = await t.inject({
      method: 'POST',
      url: `/v2/reservations/${cancelled}/cancel`,
      headers: alice.auth,
    });
    expect(c.statusCode).toBe(200);
    const refused = await visit('2026-11-27');
    expect((await partner(refused, 'reject', { reason: '휴무예요' })).statusCode).toBe(200);
    for (const seq of [cancelled, refused]) {
      const res = await partner(seq, 'confirm');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        resultCode: 'INVALID_STATUS_TRANSITION',
        message: '현재 예약 상태에서는 처리할 수 없어요.',
      });
    }
  });
});

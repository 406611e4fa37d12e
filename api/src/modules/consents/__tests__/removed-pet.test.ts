import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pets, reservationPets } from '../../../db/schema/index.js';
import { bookingContext, partnerLogin, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  type Owner,
} from '../../../test/factories.js';
import { signatureDataUrl } from '../signature-png.js';
import type { TestContext } from '../../../test/test-app.js';

/**
 * A booking whose pet left the owner's lists before removing a booked pet was refused: the owner can no longer sign
 * for it, so a per-pet form must not hold the shop's confirm on it forever; the pets still kept must still sign.
 */
let t: TestContext;
let alice: Owner;
let salon: number;
let bath: number;
let staff: { auth: { authorization: string } };
let formSeq: number;
let version: number;
beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // now = Monday 2026-11-23 09:00 Seoul
  alice = await createOwner(t, { nickname: '앨리스' });
  const s = await createShop(t, {
    name: '해피 미용실',
    products: [{ name: '목욕' }],
    settings: { staffCount: 5 },
  });
  [salon, bath] = [s.shopId, s.products['목욕']];
  staff = await partnerLogin(t, 'groomer@guardian.kr', [salon], 'OWNER');
  const created = await t.inject({
    method: 'POST',
    url: '/v2/partner/consent-forms',
    headers: staff.auth,
    payload: {
      shopId: salon,
      kind: 'GROOMING',
      title: '미용 위험 고지 동의서',
      body: '미용 중 피부 발적이 생길 수 있습니다.',
      perPet: true,
      requiredForBooking: true,
    },
  });
  expect(created.statusCode).toBe(200);
  ({ formSeq, version } = created.json().data);
});
afterAll(() => t.close());

const book = (petSeqs: number[], date: string) =>
  createReservation(t, alice, { shopId: salon, productSeq: bath, petSeqs, date, time: '11:00' });
const confirm = (seq: number) =>
  t.inject({ method: 'POST', url: `/v2/partner/reservations/${seq}/confirm`, headers: staff.auth });
const sign = (petSeq: number) =>
  t.inject({
    method: 'POST',
    url: `/v2/consent/forms/${formSeq}/sign`,
    headers: alice.auth,
    payload: { petSeq, version, signature: signatureDataUrl() },
  });
/** What removing a pet did before the rule: the pet leaves the owner's lists while its booking is still ahead. */
const removedBeforeTheRule = (petSeq: number) =>
  t.db.update(pets).set({ removedAt: t.app.now() }).where(eq(pets.petSeq, petSeq));

describe('a booked pet the owner no longer has', () => {
  it('is not waited for: the shop confirms once the pets still kept signed', async () => {
    const coco = await createPet(t, alice, { name: '코코' });
    const nabi = await createPet(t, alice, { name: '나비' });
    const seq = await book([coco, nabi], '2026-12-01');
    await removedBeforeTheRule(nabi);

    // 나비 can no longer be signed for, and the owner's list of the form no longer names it.
    expect((await sign(nabi)).json().resultCode).toBe('PET_NOT_FOUND');
    const form = (
      await t.inject({ method: 'GET', url: `/v2/consent/forms/${formSeq}`, headers: alice.auth })
    ).json().data;
    expect(form.targets.map((p: { petName: string }) => p.petName)).not.toContain('나비');

    // 코코 is still kept: its signature is still required, and only 코코 is named.
    const refused = await confirm(seq);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      resultCode: 'CONSENT_REQUIRED',
      data: { forms: [{ formSeq, petNames: ['코코'] }] },
    });

    expect((await sign(coco)).statusCode).toBe(200);
    expect((await confirm(seq)).statusCode).toBe(200);
  });

  it('is not waited for when its row is gone either (the booking keeps only its name)', async () => {
    const bori = await createPet(t, alice, { name: '보리' });
    const seq = await book([bori], '2026-12-02');
    await t.db
      .update(reservationPets)
      .set({ petSeq: null })
      .where(and(eq(reservationPets.reservationSeq, seq), eq(reservationPets.petSeq, bori)));
    expect(
      await t.db
        .select()
        .from(reservationPets)
        .where(and(eq(reservationPets.reservationSeq, seq), isNull(reservationPets.petSeq))),
    ).toHaveLength(1);

    expect((await confirm(seq)).statusCode).toBe(200);
  });
});

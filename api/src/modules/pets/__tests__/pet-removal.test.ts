import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alimPapers, pets, reservations } from '../../../db/schema/index.js';
import { book, bookingContext, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  createStaffSession,
  linkOwnerToShop,
  type Owner,
} from '../../../test/factories.js';
import { uploadPhoto } from '../../../test/media-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

/** Removing a pet takes it off the owner's lists; the shops' records of it stay; a pet booked ahead stays. */
let t: TestContext;
let alice: Owner;
let salon: number;
let bath: number;
beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // now = Monday 2026-11-23 09:00 Seoul
  alice = await createOwner(t, { nickname: '앨리스' });
  const shop = await createShop(t, {
    categories: ['BEAUTY'],
    settings: { staffCount: 5 },
    products: [{ name: '목욕', durationMinutes: 60 }],
  });
  salon = shop.shopId;
  bath = shop.products['목욕'];
});
afterAll(() => t.close());

const remove = (petSeq: number) =>
  t.inject({ method: 'DELETE', url: `/v2/pets/${petSeq}`, headers: alice.auth });
const myPetSeqs = async () =>
  (await t.inject({ method: 'GET', url: '/v2/pets', headers: alice.auth }))
    .json()
    .data.map((p: { petSeq: number }) => p.petSeq);
const bath1 = (petSeq: number, date = '2026-12-03') => ({
  shopId: salon,
  productSeq: bath,
  petSeqs: [petSeq],
  date,
  time: '11:00',
});

describe('removing a pet', () => {
  it('leaves my lists, editing and booking, while the 알림장 the shop wrote about it stays', async () => {
    const coco = await createPet(t, alice, { name: '코코' });
    const keep = await createPet(t, alice, { name: '보리' });
    const [paper] = await t.db
      .insert(alimPapers)
      .values({
        shopId: salon,
        petSeq: coco,
        userSeq: alice.userSeq,
        date: '2026-11-20',
        teacherName: '김선생',
      })
      .returning({ seq: alimPapers.alimPaperSeq });

    const res = await remove(coco);
    expect(res.statusCode, res.body).toBe(200);

    expect(await myPetSeqs()).toEqual([keep]);
    const me = (await t.inject({ method: 'GET', url: '/v2/me', headers: alice.auth })).json().data;
    expect(me.pets.map((p: { petSeq: number }) => p.petSeq)).toEqual([keep]);
    const edit = await t.inject({
      method: 'PUT',
      url: `/v2/pets/${coco}`,
      headers: alice.auth,
      payload: {
        name: '코코',
        kind: 'DOG',
        breedSeq: 1,
        birthDate: '2020-01-01',
        weightKg: 3,
        sex: 'MALE',
        neutered: false,
      },
    });
    expect(edit.json().resultCode).toBe('PET_NOT_FOUND');
    expect((await remove(coco)).json().resultCode).toBe('PET_NOT_FOUND');
    const booking = await book(t, alice, bath1(coco));
    expect(booking.statusCode).toBe(404);
    expect(booking.json().resultCode).toBe('PET_NOT_FOUND');

    const [row] = await t.db.select().from(pets).where(eq(pets.petSeq, coco));
    expect(row.removedAt).not.toBeNull();
    expect(await t.db.select().from(alimPapers).where(eq(alimPapers.alimPaperSeq, paper.seq))).toHaveLength(
      1,
    );
  });

  it('is refused while the pet is booked ahead, and allowed once that booking is canceled', async () => {
    const nabi = await createPet(t, alice, { name: '나비' });
    const seq = await createReservation(t, alice, bath1(nabi, '2026-12-04'), 'CONFIRMED');

    const refused = await remove(nabi);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      resultCode: 'PET_HAS_UPCOMING_RESERVATION',
      message: expect.stringContaining('예정된 예약이 있는 반려동물은 삭제할 수 없어요'),
    });
    expect(await myPetSeqs()).toContain(nabi);

    await t.app.services.booking.transition(seq, 'cancel', t.app.now(), {
      by: 'OWNER',
      ownerSeq: alice.userSeq,
    });
    expect((await remove(nabi)).statusCode).toBe(200);
    expect(await myPetSeqs()).not.toContain(nabi);
  });

  it('is refused for a 요청 booking ahead too; once its time has passed unanswered, it no longer holds the pet', async () => {
    const hodu = await createPet(t, alice, { name: '호두' });
    const seq = await createReservation(t, alice, bath1(hodu, '2026-12-05'));

    const refused = await remove(hodu);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().resultCode).toBe('PET_HAS_UPCOMING_RESERVATION');
    expect(await myPetSeqs()).toContain(hodu);

    const past = new Date(t.app.now().getTime() - 60 * 60 * 1000);
    await t.db
      .update(reservations)
      .set({ startAt: new Date(past.getTime() - 60 * 60 * 1000), endAt: past })
      .where(eq(reservations.reservationSeq, seq));
    expect((await remove(hodu)).statusCode).toBe(200);
    expect(await myPetSeqs()).not.toContain(hodu);
  });

  it('keeps the name on a past visit of the pet', async () => {
    const dubu = await createPet(t, alice, { name: '두부' });
    const seq = await createReservation(t, alice, bath1(dubu, '2026-12-07'), 'COMPLETED');

    expect((await remove(dubu)).statusCode).toBe(200);

    const visit = (
      await t.inject({ method: 'GET', url: `/v2/reservations/${seq}`, headers: alice.auth })
    ).json().data;
    expect(JSON.stringify(visit)).toContain('두부');
  });

  it('no longer names the pet beside my community posts', async () => {
    const bob = await createOwner(t, { nickname: '밥아저씨' });
    const first = await createPet(t, bob, { name: '몽이' });
    await createPet(t, bob, { name: '콩이' });
    const post = await t.inject({
      method: 'POST',
      url: '/v2/community',
      headers: bob.auth,
      payload: { content: '오늘 산책 다녀왔어요' },
    });
    const url = `/v2/community/${post.json().data.communitySeq}`;
    const author = async () =>
      (await t.inject({ method: 'GET', url, headers: alice.auth })).json().data.author;
    expect((await author()).petName).toBe('몽이');

    expect(
      (await t.inject({ method: 'DELETE', url: `/v2/pets/${first}`, headers: bob.auth })).statusCode,
    ).toBe(200);

    expect((await author()).petName).toBe('콩이');
  });

  it('cannot be named in a new 알림장 or album the shop writes; a pet still kept can', async () => {
    await linkOwnerToShop(t, alice, salon);
    const staff = await createStaffSession(t, [salon]);
    const gone = await createPet(t, alice, { name: '별이' });
    const kept = await createPet(t, alice, { name: '달이' });
    expect((await remove(gone)).statusCode).toBe(200);

    const card = (petSeq: number) => ({
      shopId: salon,
      petSeq,
      date: '2026-11-23',
      moods: ['신나요'],
      meal: { amount: 'ALL', note: '' },
      potty: { pee: 1, poop: 1, state: 'NORMAL', note: '' },
      activity: { walkMinutes: 20, note: '' },
      health: { vomiting: false, injury: false, medicine: false, note: '' },
      text: '잘 놀았어요.',
    });
    const write = (url: string, payload: object) =>
      t.inject({ method: 'POST', url, headers: staff.auth, payload });

    const paper = await write('/v2/partner/alim-papers', card(gone));
    expect([paper.statusCode, paper.json().resultCode]).toEqual([404, 'ALIM_PAPER_NOT_CUSTOMER']);
    expect((await write('/v2/partner/alim-papers', card(kept))).statusCode).toBe(200);

    const album = (petSeqs: number[]) => ({
      shopId: salon,
      kind: 'PET',
      title: '목욕한 날',
      date: '2026-11-23',
      petSeqs,
      mediaSeqs: [],
    });
    const refused = await write('/v2/partner/albums', {
      ...album([kept, gone]),
      mediaSeqs: [await uploadPhoto(t, staff)],
    });
    expect([refused.statusCode, refused.json().resultCode]).toEqual([404, 'PET_NOT_FOUND']);
    const posted = await write('/v2/partner/albums', {
      ...album([kept]),
      mediaSeqs: [await uploadPhoto(t, staff)],
    });
    expect(posted.statusCode, posted.body).toBe(200);
  });
});

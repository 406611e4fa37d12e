import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../../db/schema/index.js';
import { bookingContext, type TestUser } from '../../../test/booking-fixtures.js';
import { petBody } from '../../../test/factories.js';
import { uploadPhoto } from '../../../test/media-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

/** A pet's photo works as the profile picture does: a photo I uploaded, claimed once, shown through signed links. */
let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await bookingContext();
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
});
afterAll(() => t.close());

interface PetAnswer {
  petSeq: number;
  name: string;
  weightKg: number;
  imageUrl: string | null;
}

const add = (who: TestUser, extra: object = {}) =>
  t.inject({
    method: 'POST',
    url: '/v2/pets',
    headers: who.auth,
    payload: { ...petBody({ name: '코코' }), ...extra },
  });
const addPet = async (who: TestUser, extra: object = {}) => {
  const res = await add(who, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PetAnswer;
};
const edit = (who: TestUser, petSeq: number, payload: object) =>
  t.inject({ method: 'PUT', url: `/v2/pets/${petSeq}`, headers: who.auth, payload });
const myPets = async (who: TestUser) =>
  (await t.inject({ method: 'GET', url: '/v2/pets', headers: who.auth })).json().data as PetAnswer[];
const myPet = async (who: TestUser, petSeq: number) => (await myPets(who)).find((p) => p.petSeq === petSeq);
const mePet = async (who: TestUser, petSeq: number) =>
  (
    (await t.inject({ method: 'GET', url: '/v2/me', headers: who.auth })).json().data.pets as PetAnswer[]
  ).find((p) => p.petSeq === petSeq);
const attachedAt = async (mediaSeq: number) =>
  (await t.db.select({ at: media.attachedAt }).from(media).where(eq(media.mediaSeq, mediaSeq)))[0]?.at ??
  null;
/** The signed link to the 320 px rendition of `mediaSeq`, as every answer that carries the pet shows it. */
const photoOf = (mediaSeq: number) => new RegExp(`/v2/media/${mediaSeq}/w320\\?exp=\\d+&sig=[\\w-]+$`);

const NOT_FOUND = { resultCode: 'MEDIA_NOT_FOUND', message: '사진을 찾을 수 없어요.' };
const ALREADY_ATTACHED = {
  resultCode: 'MEDIA_ALREADY_ATTACHED',
  message: '이미 다른 곳에 쓰인 사진이에요. 사진을 다시 올려 주세요.',
};

describe("a pet's photo", () => {
  it('added with the pet: shown in every answer that carries the pet, through a signed link that opens', async () => {
    const seq = await uploadPhoto(t, alice);
    const pet = await addPet(alice, { mediaSeq: seq });
    expect(pet.imageUrl).toMatch(photoOf(seq));
    expect((await myPet(alice, pet.petSeq))?.imageUrl).toMatch(photoOf(seq));
    expect((await mePet(alice, pet.petSeq))?.imageUrl).toMatch(photoOf(seq));
    // 상담 준비's pet choice too.
    const chatPets = (await t.inject({ method: 'GET', url: '/v2/chatting/pet', headers: alice.auth })).json()
      .data as PetAnswer[];
    expect(chatPets.find((p) => p.petSeq === pet.petSeq)?.imageUrl).toMatch(photoOf(seq));
    const url = pet.imageUrl!;
    const image = await t.inject({ method: 'GET', url: url.slice(url.indexOf('/v2/')) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await attachedAt(seq)).not.toBeNull();
  });

  it('a pet without one has none, and null when adding means none too', async () => {
    expect((await addPet(alice)).imageUrl).toBeNull();
    expect((await addPet(alice, { mediaSeq: null })).imageUrl).toBeNull();
  });

  it('attached by an edit, which changes nothing else; an edit that leaves it out keeps it', async () => {
    const pet = await addPet(alice);
    const seq = await uploadPhoto(t, alice);
    const attached = await edit(alice, pet.petSeq, { mediaSeq: seq });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toMatchObject({
      name: '코코',
      weightKg: 3,
      imageUrl: expect.stringMatching(photoOf(seq)),
    });

    const renamed = await edit(alice, pet.petSeq, { name: '코코볼', weightKg: 3.4 });
    expect(renamed.json().data).toMatchObject({
      name: '코코볼',
      imageUrl: expect.stringMatching(photoOf(seq)),
    });
    expect(await attachedAt(seq)).not.toBeNull();
  });

  it('replaced by a new one, which releases the old one (the sweep deletes its files)', async () => {
    const first = await uploadPhoto(t, alice);
    const pet = await addPet(alice, { mediaSeq: first });
    const second = await uploadPhoto(t, alice);
    const res = await edit(alice, pet.petSeq, { mediaSeq: second });
    expect(res.json().data.imageUrl).toMatch(photoOf(second));
    expect((await mePet(alice, pet.petSeq))?.imageUrl).toMatch(photoOf(second));
    expect(await attachedAt(first)).toBeNull();
    expect(await attachedAt(second)).not.toBeNull();
  });

  it('sent again as it is changes nothing', async () => {
    const seq = await uploadPhoto(t, alice);
    const pet = await addPet(alice, { mediaSeq: seq });
    const again = await edit(alice, pet.petSeq, { mediaSeq: seq });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.imageUrl).toMatch(photoOf(seq));
    expect(await attachedAt(seq)).not.toBeNull();
  });

  it('removed with null: the initial shows again and the photo is released', async () => {
    const seq = await uploadPhoto(t, alice);
    const pet = await addPet(alice, { mediaSeq: seq });
    const res = await edit(alice, pet.petSeq, { mediaSeq: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: '코코', imageUrl: null });
    expect((await myPet(alice, pet.petSeq))?.imageUrl).toBeNull();
    expect((await mePet(alice, pet.petSeq))?.imageUrl).toBeNull();
    expect(await attachedAt(seq)).toBeNull();
  });

  it("refuses someone else's photo, adding no pet and keeping the photo an edited pet had", async () => {
    const bobs = await uploadPhoto(t, bob);
    const before = (await myPets(alice)).length;
    const added = await add(alice, { mediaSeq: bobs });
    expect(added.statusCode).toBe(404);
    expect(added.json()).toMatchObject(NOT_FOUND);
    expect(await myPets(alice)).toHaveLength(before);

    const mine = await uploadPhoto(t, alice);
    const pet = await addPet(alice, { mediaSeq: mine });
    const edited = await edit(alice, pet.petSeq, { mediaSeq: bobs, name: '남의사진' });
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toMatchObject(NOT_FOUND);
    expect(await myPet(alice, pet.petSeq)).toMatchObject({
      name: '코코',
      imageUrl: expect.stringMatching(photoOf(mine)),
    });
    expect(await attachedAt(bobs)).toBeNull();
    expect(await attachedAt(mine)).not.toBeNull();
  });

  it('refuses a photo already attached (another pet’s, my profile picture), changing nothing', async () => {
    const first = await uploadPhoto(t, alice);
    const coco = await addPet(alice, { mediaSeq: first });
    const bori = await addPet(alice, { name: '보리' });

    const taken = await edit(alice, bori.petSeq, { mediaSeq: first });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject(ALREADY_ATTACHED);
    expect((await myPet(alice, bori.petSeq))?.imageUrl).toBeNull();
    expect((await myPet(alice, coco.petSeq))?.imageUrl).toMatch(photoOf(first));

    const picture = await uploadPhoto(t, alice);
    const set = await t.inject({
      method: 'PATCH',
      url: `/v2/user/my-profile?mediaSeq=${picture}`,
      headers: alice.auth,
    });
    expect(set.statusCode, set.body).toBe(200);
    const before = (await myPets(alice)).length;
    const added = await add(alice, { mediaSeq: picture });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject(ALREADY_ATTACHED);
    expect(await myPets(alice)).toHaveLength(before);
  });

  it('an unknown photo is not found', async () => {
    const pet = await addPet(alice);
    for (const res of [
      await add(alice, { mediaSeq: 2_147_483_647 }),
      await edit(alice, pet.petSeq, { mediaSeq: 999_999 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(NOT_FOUND);
    }
  });

  it('refuses a mediaSeq that is not an id, in Korean, under its field', async () => {
    const pet = await addPet(alice);
    for (const mediaSeq of [0, -1, 1.5, 'abc', true]) {
      const res = await edit(alice, pet.petSeq, { mediaSeq });
      expect(res.statusCode, JSON.stringify(mediaSeq)).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'mediaSeq', message: expect.stringMatching(/[가-힣]/) }] },
      });
    }
  });

  it('goes with the pet: removing it, or the account, releases its photo', async () => {
    const seq = await uploadPhoto(t, alice);
    const pet = await addPet(alice, { mediaSeq: seq });
    expect(
      (await t.inject({ method: 'DELETE', url: `/v2/pets/${pet.petSeq}`, headers: alice.auth })).statusCode,
    ).toBe(200);
    expect(await attachedAt(seq)).toBeNull();

    const carol = await t.user('carol@guardian.kr', '캐롤');
    const carols = await uploadPhoto(t, carol);
    await addPet(carol, { mediaSeq: carols });
    expect((await t.inject({ method: 'DELETE', url: '/v2/user', headers: carol.auth })).statusCode).toBe(200);
    expect(await attachedAt(carols)).toBeNull();
  });
});

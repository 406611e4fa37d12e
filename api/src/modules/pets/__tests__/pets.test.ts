import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, type TestUser } from '../../../test/booking-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await bookingContext();
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
});
afterAll(() => t.close());

const body = {
  name: '초코',
  kind: 'DOG',
  breedSeq: 2,
  birthDate: '2020-03-15',
  weightKg: 6.5,
  sex: 'MALE',
  neutered: false,
};

describe('pets', () => {
  it('create, list, update, delete my pet', async () => {
    const created = await t.inject({ method: 'POST', url: '/v2/pets', headers: alice.auth, payload: body });
    expect(created.statusCode).toBe(200);
    const pet = created.json().data;
    expect(pet).toMatchObject({
      name: '초코',
      kind: 'DOG',
      breedSeq: 2,
      breedName: '푸들',
      weightKg: 6.5,
      sex: 'MALE',
    });
    const list = await t.inject({ method: 'GET', url: '/v2/pets', headers: alice.auth });
    expect(list.json().data.map((p: { petSeq: number }) => p.petSeq)).toEqual([pet.petSeq]);
    const put = await t.inject({
      method: 'PUT',
      url: `/v2/pets/${pet.petSeq}`,
      headers: alice.auth,
      payload: { ...body, name: '초코볼', weightKg: 7, neutered: true },
    });
    expect(put.json().data).toMatchObject({
      petSeq: pet.petSeq,
      name: '초코볼',
      weightKg: 7,
      neutered: true,
    });
    const del = await t.inject({ method: 'DELETE', url: `/v2/pets/${pet.petSeq}`, headers: alice.auth });
    expect(del.json()).toMatchObject({ resultCode: 'SUCCESS', data: null });
    expect((await t.inject({ method: 'GET', url: '/v2/pets', headers: alice.auth })).json().data).toEqual([]);
  });

  it("two phones: an edit changes only the fields it sends, so phone A's new weight stays when phone B renames", async () => {
    const pet = (
      await t.inject({ method: 'POST', url: '/v2/pets', headers: alice.auth, payload: body })
    ).json().data;
    const edit = (payload: object) =>
      t.inject({ method: 'PUT', url: `/v2/pets/${pet.petSeq}`, headers: alice.auth, payload });
    // Both phones opened the pet at 6.5 kg; phone A saves a new weight, then phone B saves only a new name.
    expect((await edit({ weightKg: 7.1 })).json().data).toMatchObject({ name: '초코', weightKg: 7.1 });
    const byB = await edit({ name: '  초코볼 ' });
    expect(byB.statusCode).toBe(200);
    expect(byB.json().data).toMatchObject({ name: '초코볼', weightKg: 7.1, breedName: '푸들' });

    // A breed is checked against the kind the pet will have; nothing is saved when it does not belong.
    const catBreed = await edit({ breedSeq: 1001 });
    expect(catBreed.statusCode).toBe(400);
    expect(catBreed.json().data.fields).toEqual([{ field: 'breedSeq', message: expect.any(String) }]);
    expect((await edit({ birthDate: '2021-02-30' })).json().data.fields[0].field).toBe('birthDate');
    expect((await edit({ kind: 'CAT', breedSeq: 1001 })).json().data).toMatchObject({
      kind: 'CAT',
      breedSeq: 1001,
    });
    // Nothing sent changes nothing: the pet as it is now.
    const now = await edit({});
    expect(now.json().data).toMatchObject({
      name: '초코볼',
      kind: 'CAT',
      weightKg: 7.1,
      birthDate: '2020-03-15',
    });
    expect((await edit({ nickname: '초코' })).statusCode).toBe(400);
    await t.inject({ method: 'DELETE', url: `/v2/pets/${pet.petSeq}`, headers: alice.auth });
  });

  it('a pet deleted on another phone: saving or deleting it again on this one says it is gone, changing nothing', async () => {
    const pet = (
      await t.inject({ method: 'POST', url: '/v2/pets', headers: alice.auth, payload: body })
    ).json().data;
    const otherPhone = await t.inject({
      method: 'DELETE',
      url: `/v2/pets/${pet.petSeq}`,
      headers: alice.auth,
    });
    expect(otherPhone.statusCode).toBe(200);

    const gone = {
      resultCode: 'PET_NOT_FOUND',
      message: '반려동물을 찾을 수 없어요. 다른 기기에서 삭제했을 수 있어요.',
    };
    const save = await t.inject({
      method: 'PUT',
      url: `/v2/pets/${pet.petSeq}`,
      headers: alice.auth,
      payload: { ...body, name: '초코볼' },
    });
    expect(save.statusCode).toBe(404);
    expect(save.json()).toMatchObject(gone);
    const again = await t.inject({ method: 'DELETE', url: `/v2/pets/${pet.petSeq}`, headers: alice.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject(gone);
    expect((await t.inject({ method: 'GET', url: '/v2/pets', headers: alice.auth })).json().data).toEqual([]);
  });

  it('rejects bad input: missing fields, breed of the other kind, future or impossible birth date', async () => {
    const post = (payload: object) =>
      t.inject({ method: 'POST', url: '/v2/pets', headers: alice.auth, payload });
    const missing = await post({ name: '초코' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['kind', 'breedSeq', 'birthDate', 'weightKg', 'sex', 'neutered']),
    );
    const catBreed = await post({ ...body, breedSeq: 1001 });
    expect(catBreed.json().data.fields).toEqual([{ field: 'breedSeq', message: expect.any(String) }]);
    expect((await post({ ...body, birthDate: '2027-01-01' })).json().data.fields[0].field).toBe('birthDate');
    expect((await post({ ...body, birthDate: '2021-02-30' })).statusCode).toBe(400);
    expect((await post({ ...body, kind: 'BIRD' })).statusCode).toBe(400);
    expect((await post({ ...body, weightKg: 0 })).statusCode).toBe(400);
    expect((await post({ ...body, name: '   ' })).statusCode).toBe(400);
  });

  it('refuses a name that shows nothing or a birth date over 50 years back, and saves nothing', async () => {
    const carol = await t.user('carol@guardian.kr', '캐롤');
    const post = (payload: object) =>
      t.inject({ method: 'POST', url: '/v2/pets', headers: carol.auth, payload });
    const pets = async () =>
      (await t.inject({ method: 'GET', url: '/v2/pets', headers: carol.auth })).json().data;
    const before = await pets();
    // A zero-width space, a Hangul filler (ㅤ) and a zero-width joiner look like an empty name on every screen.
    for (const name of ['\u200b', '\u3164', '\u200d\ufeff']) {
      const res = await post({ ...body, name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().data.fields).toEqual([{ field: 'name', message: '내용을 입력해 주세요.' }]);
    }
    const ancient = await post({ ...body, birthDate: '1800-01-01' });
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().data.fields).toEqual([{ field: 'birthDate', message: '생일을 확인해 주세요.' }]);
    expect(await pets()).toEqual(before);

    // A name with an emoji sequence shows, and a senior pet's real birth date is fine.
    const ok = await post({ ...body, name: '👨‍👩‍👧 보리', birthDate: '2002-03-15' });
    expect(ok.statusCode).toBe(200);
    const petSeq = ok.json().data.petSeq;
    const put = await t.inject({
      method: 'PUT',
      url: `/v2/pets/${petSeq}`,
      headers: carol.auth,
      payload: { ...body, name: '\u3164\u3164', birthDate: '1900-01-01' },
    });
    expect(put.statusCode).toBe(400);
    expect((await pets()).find((p: { petSeq: number }) => p.petSeq === petSeq).name).toBe('👨‍👩‍👧 보리');
  });

  it('refuses a weight of 0 kg or less, or over 120 kg, saying which way it is off, and saves nothing', async () => {
    const dave = await t.user('dave@guardian.kr', '데이브');
    const post = (payload: object) =>
      t.inject({ method: 'POST', url: '/v2/pets', headers: dave.auth, payload });
    for (const [weightKg, message] of [
      [0, '값이 너무 작아요.'],
      [-3, '값이 너무 작아요.'],
      [-0.5, '값이 너무 작아요.'],
      [120.5, '값이 너무 커요.'],
    ] as const) {
      const res = await post({ ...body, weightKg });
      expect(res.statusCode, String(weightKg)).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'weightKg', message }] },
      });
    }
    expect((await t.inject({ method: 'GET', url: '/v2/pets', headers: dave.auth })).json().data).toEqual([]);

    // The lightest kitten and the heaviest dog the form allows are fine; an edit down to 0 keeps the weight.
    const kitten = await post({ ...body, weightKg: 0.1 });
    expect(kitten.json().data).toMatchObject({ weightKg: 0.1 });
    expect((await post({ ...body, weightKg: 120 })).statusCode).toBe(200);
    const petSeq = kitten.json().data.petSeq;
    const put = await t.inject({
      method: 'PUT',
      url: `/v2/pets/${petSeq}`,
      headers: dave.auth,
      payload: { ...body, weightKg: 0 },
    });
    expect(put.json().data.fields).toEqual([{ field: 'weightKg', message: '값이 너무 작아요.' }]);
    const pets = (await t.inject({ method: 'GET', url: '/v2/pets', headers: dave.auth })).json().data;
    expect(pets.find((p: { petSeq: number }) => p.petSeq === petSeq).weightKg).toBe(0.1);
  });

  it('refuses a weight with more than one decimal, as the scale and the form read it, and keeps the saved one', async () => {
    const erin = await t.user('erin@guardian.kr', '에린');
    const post = (payload: object) =>
      t.inject({ method: 'POST', url: '/v2/pets', headers: erin.auth, payload });
    const refused = await post({ ...body, weightKg: 3.14159 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      resultCode: 'VALIDATION_ERROR',
      data: { fields: [{ field: 'weightKg', message: '0.1 단위로 입력해 주세요.' }] },
    });
    // Steps of 0.1 that floating point cannot write exactly still pass.
    const petSeq = (await post({ ...body, weightKg: 4.7 })).json().data.petSeq;
    for (const weightKg of [0.3, 12, 99.9]) {
      const put = await t.inject({
        method: 'PUT',
        url: `/v2/pets/${petSeq}`,
        headers: erin.auth,
        payload: { weightKg },
      });
      expect(put.statusCode, String(weightKg)).toBe(200);
    }
    const edit = await t.inject({
      method: 'PUT',
      url: `/v2/pets/${petSeq}`,
      headers: erin.auth,
      payload: { weightKg: 5.25 },
    });
    expect(edit.json().data.fields).toEqual([{ field: 'weightKg', message: '0.1 단위로 입력해 주세요.' }]);
    const pets = (await t.inject({ method: 'GET', url: '/v2/pets', headers: erin.auth })).json().data;
    expect(pets.find((p: { petSeq: number }) => p.petSeq === petSeq).weightKg).toBe(99.9);
  });

  it("another owner's pet is not found; no token is 401", async () => {
    const petSeq = (
      await t.inject({ method: 'POST', url: '/v2/pets', headers: alice.auth, payload: body })
    ).json().data.petSeq;
    const put = await t.inject({
      method: 'PUT',
      url: `/v2/pets/${petSeq}`,
      headers: bob.auth,
      payload: body,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().resultCode).toBe('PET_NOT_FOUND');
    const del = await t.inject({ method: 'DELETE', url: `/v2/pets/${petSeq}`, headers: bob.auth });
    expect(del.json().resultCode).toBe('PET_NOT_FOUND');
    expect((await t.inject({ method: 'GET', url: '/v2/pets', headers: bob.auth })).json().data).toEqual([]);
    expect(
      (await t.inject({ method: 'GET', url: '/v2/pets', headers: alice.auth })).json().data,
    ).toHaveLength(1);
    expect((await t.inject({ method: 'GET', url: '/v2/pets' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/v2/pets', payload: body })).statusCode).toBe(401);
  });
});

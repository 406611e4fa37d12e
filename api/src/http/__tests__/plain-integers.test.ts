import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, petBody } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

// An id or a page number in an address is plain decimal digits. JavaScript (and so Ajv's type coercion) also reads
// `0x10`, `1.6e1`, `+16`, ` 16`, `16.0` and `016` as 16: a mangled link must say it is wrong, not open shop 16.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 20 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

const refusedField = (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.resultCode).toBe('VALIDATION_ERROR');
  expect(body.message).toBe('입력값을 확인해 주세요.');
  return body.data.fields as { field: string; message: string }[];
};

// Each is 16 to JavaScript (`Number(text)`); percent-encoded where an address needs it.
const SIXTEEN = [
  '0x10',
  '1.6e1',
  '16e0',
  '%2B16',
  '%2016',
  '16%20',
  '%0916',
  '16.0',
  '016',
  '0b10000',
  '0o20',
];

describe('integers in paths and query strings', () => {
  it('opens shop 16 for /16 and refuses every other way of writing 16 with 400 VALIDATION_ERROR', async () => {
    const ok = await get('/v2/online-reservation/shops/16');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.shop.shopId).toBe(16);
    for (const id of SIXTEEN) {
      const res = await get(`/v2/online-reservation/shops/${id}`);
      expect(refusedField(res), id).toEqual([{ field: 'shopId', message: '형식이 올바르지 않아요.' }]);
    }
    // Text that is no number at all, or a negative one, keeps its answer (one entry per field, as before).
    expect(refusedField(await get('/v2/online-reservation/shops/abc'))).toEqual([
      { field: 'shopId', message: '형식이 올바르지 않아요.' },
    ]);
    expect(refusedField(await get('/v2/online-reservation/shops/-16'))).toEqual([
      { field: 'shopId', message: '값이 너무 작아요.' },
    ]);
    // `-0` is both not plain and below the minimum: the field is named once, for its writing.
    expect(refusedField(await get('/v2/online-reservation/shops/-0'))).toEqual([
      { field: 'shopId', message: '형식이 올바르지 않아요.' },
    ]);
  });

  it('refuses them in query values and in the items of comma-joined lists, naming the field', async () => {
    expect((await get('/v2/shop/inquiry?page=0&size=20&regionSeqs=1,2')).statusCode).toBe(200);
    expect(refusedField(await get('/v2/shop/inquiry?page=0x1'))).toEqual([
      { field: 'page', message: '형식이 올바르지 않아요.' },
    ]);
    expect(refusedField(await get('/v2/shop/inquiry?page=00&size=2e1'))).toEqual([
      { field: 'page', message: '형식이 올바르지 않아요.' },
      { field: 'size', message: '형식이 올바르지 않아요.' },
    ]);
    expect(refusedField(await get('/v2/shop/inquiry?regionSeqs=1,0x2'))).toEqual([
      { field: 'regionSeqs.1', message: '형식이 올바르지 않아요.' },
    ]);
    expect(refusedField(await get('/v2/shop?shopId=%2B16'))).toEqual([
      { field: 'shopId', message: '형식이 올바르지 않아요.' },
    ]);
  });

  it('leaves JSON bodies alone: their numbers are numbers, with an id in the path still plain', async () => {
    const owner = await createOwner(t);
    const created = await t.inject({
      method: 'POST',
      url: '/v2/pets',
      headers: owner.auth,
      payload: { ...petBody({ name: '초코', weightKg: 3.5 }), breedSeq: 1 },
    });
    expect(created.statusCode).toBe(200);
    const { petSeq } = created.json().data;
    const edit = { ...petBody({ name: '초코', weightKg: 1.6e1 }), breedSeq: 1 };
    const put = (id: string) =>
      t.inject({ method: 'PUT', url: `/v2/pets/${id}`, headers: owner.auth, payload: edit });
    const saved = await put(String(petSeq));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.weightKg).toBe(16);
    expect(refusedField(await put(`0x${petSeq.toString(16)}`))).toEqual([
      { field: 'petSeq', message: '형식이 올바르지 않아요.' },
    ]);
  });
});

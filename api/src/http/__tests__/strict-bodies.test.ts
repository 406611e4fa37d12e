import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJV_OPTIONS } from '../../app.js';
import { createOwner, type Owner, petBody } from '../../test/factories.js';
import { uploadPhoto } from '../../test/media-fixtures.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import errorsPlugin from '../../plugins/errors.js';
import { NORMALISE_TEXT } from '../normalise-text.js';
import plainIntegersPlugin from '../plain-integers.js';
import { requestValidators } from '../validator.js';

// A JSON body carries its own types: a value of the wrong type is refused and named, never converted into a value
// the client did not send (`null` meaning "no change" read as "off", `"1"` as true, `"3"` as 3, `"a"` as ["a"]).
// Paths and query strings are text and keep their coercion to the declared type.

type Res = Awaited<ReturnType<TestContext['inject']>>;

const refused = (res: Res) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.resultCode).toBe('VALIDATION_ERROR');
  expect(body.message).toBe('입력값을 확인해 주세요.');
  return body.data.fields as { field: string; message: string }[];
};

const WRONG_TYPE = '형식이 올바르지 않아요.';

describe('JSON bodies of the app', () => {
  let t: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    t = await createTestContext({ shops: 2 });
    owner = await createOwner(t);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.inject({ method, url, headers: owner.auth, payload: payload as object });

  it('refuses text for a number or a boolean and a number for a text, naming each field, and saves nothing', async () => {
    const res = await send('POST', '/v2/pets', {
      ...petBody({ name: '초코' }),
      name: 123,
      breedSeq: '1',
      weightKg: '3.5',
      neutered: 'true',
    });
    expect(refused(res)).toEqual([
      { field: 'name', message: WRONG_TYPE },
      { field: 'breedSeq', message: WRONG_TYPE },
      { field: 'weightKg', message: WRONG_TYPE },
      { field: 'neutered', message: WRONG_TYPE },
    ]);
    const pets = await t.inject({ method: 'GET', url: '/v2/pets', headers: owner.auth });
    expect(pets.json().data).toEqual([]);
  });

  it('refuses null, 0, 1 and "false" for a boolean instead of reading them as a setting, which stays as it was', async () => {
    const setting = async () => {
      const res = await t.inject({ method: 'GET', url: '/v2/notifications/settings', headers: owner.auth });
      return (res.json().data as { kind: string; enabled: boolean }[])[0]!;
    };
    const { kind, enabled } = await setting();
    expect(enabled).toBe(true);
    for (const value of [null, 0, 1, 'false', '', [false]]) {
      const res = await send('PUT', '/v2/notifications/settings', { kind, enabled: value });
      expect(refused(res), JSON.stringify(value)).toEqual([{ field: 'enabled', message: WRONG_TYPE }]);
    }
    expect(await setting()).toMatchObject({ kind, enabled: true });
    // The value as the schema declares it is taken.
    expect((await send('PUT', '/v2/notifications/settings', { kind, enabled: false })).statusCode).toBe(200);
    expect(await setting()).toMatchObject({ kind, enabled: false });
  });

  it('keeps converting paths and query strings, which are text', async () => {
    const shop = await t.inject({ method: 'GET', url: '/v2/online-reservation/shops/1' });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data.shop.shopId).toBe(1);
    const page = await t.inject({ method: 'GET', url: '/v2/shop/inquiry?page=0&size=1&regionSeqs=1,2' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ page: 0, size: 1 });
  });

  it('still takes a photo as a multipart body', async () => {
    expect(await uploadPhoto(t, owner)).toBeGreaterThan(0);
  });
});

describe('the request validators on their own', () => {
  // A bare app with the API's validator setup and error envelope: a shared schema (`addSchema`, also inside a plugin,
  // which builds that context's compilers again), the text normaliser and plain integers.
  const app = Fastify({
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: { buildValidator: requestValidators() } },
  });
  const echo = async (request: { body?: unknown; query?: unknown }) => ({
    body: request.body,
    query: request.query,
  });
  const body = Type.Object(
    {
      count: Type.Ref('count'),
      on: Type.Optional(Type.Boolean()),
      tags: Type.Optional(Type.Array(Type.String())),
      name: Type.Optional(Type.String({ [NORMALISE_TEXT]: true, minLength: 1 })),
      note: Type.Optional(Type.Unsafe<string | null>({ type: 'string', nullable: true })),
    },
    { additionalProperties: false },
  );
  const querystring = Type.Object({
    count: Type.Optional(Type.Ref('count')),
    on: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer()),
  });
  beforeAll(async () => {
    await app.register(errorsPlugin);
    await app.register(plainIntegersPlugin);
    app.addSchema({ $id: 'count', type: 'integer', minimum: 0 });
    app.post('/echo', { schema: { body, querystring } }, echo);
    await app.register(async (child) => {
      child.addSchema({ $id: 'label', type: 'string', maxLength: 3 });
      child.post(
        '/child',
        { schema: { body: Type.Object({ count: Type.Ref('count'), label: Type.Ref('label') }) } },
        echo,
      );
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });

  it('takes a body whose values have the declared types, normalising its texts', async () => {
    const res = await post('/echo', { count: 3, on: false, tags: ['a'], name: ' 초코 ', note: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ count: 3, on: false, tags: ['a'], name: '초코', note: null });
  });

  it.each([
    ['a number as text', { count: '3' }, 'count'],
    ['null for a number', { count: null }, 'count'],
    ['a boolean as text', { count: 1, on: 'true' }, 'on'],
    ['a number for a boolean', { count: 1, on: 0 }, 'on'],
    ['null for a boolean', { count: 1, on: null }, 'on'],
    ['a number for a text', { count: 1, name: 123 }, 'name'],
    ['a boolean for a nullable text', { count: 1, note: false }, 'note'],
    ['one text for a list', { count: 1, tags: 'a' }, 'tags'],
    ['a number in a list of texts', { count: 1, tags: ['a', 2] }, 'tags.1'],
  ])('refuses %s in a body, naming the field', async (_case, payload, field) => {
    expect(refused(await post('/echo', payload))).toEqual([{ field, message: WRONG_TYPE }]);
  });

  it('checks a shared schema as sent in a body and converts it in a query string, in every plugin', async () => {
    expect((await post('/child', { count: 2, label: 'abc' })).statusCode).toBe(200);
    expect(refused(await post('/child', { count: '2', label: 'abc' }))).toEqual([
      { field: 'count', message: WRONG_TYPE },
    ]);
    expect(refused(await post('/child', { count: 2, label: 'abcd' }))).toEqual([
      { field: 'label', message: '3자까지 입력할 수 있어요.' },
    ]);
    const res = await post('/echo?count=2&on=true&page=1', { count: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().query).toEqual({ count: 2, on: true, page: 1 });
    // Integers in query strings are still plain digits.
    expect(refused(await post('/echo?page=0x1', { count: 1 }))).toEqual([
      { field: 'page', message: WRONG_TYPE },
    ]);
  });
});

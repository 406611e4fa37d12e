import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../lib/errors.js';
import {
  missedExpectation,
  type OpenApiDocument,
  problemWith,
  requestsFor,
  sweep,
} from '../../scripts/sweep-lib.js';
import { partnerLogin } from '../booking-fixtures.js';
import {
  createEditor,
  createOwner,
  createPet,
  createReservation,
  createShop,
  linkOwnerToShop,
} from '../factories.js';
import { createTestContext, type TestContext } from '../test-app.js';

/**
 * The first object of each kind, which the sweep's id 1 names: the owner's pet, linked shop and reservation, the
 * shop's staff, an editor. The owner logs in through POST /v2/login as the app does.
 */
async function world(t: TestContext) {
  const owner = await createOwner(t, { email: 'sweep-owner@guardian.kr' });
  const shop = await createShop(t, {
    settings: { depositRate: 20, staffCount: 50 },
    products: [{ name: '목욕', durationMinutes: 60 }],
  });
  await linkOwnerToShop(t, owner, shop.shopId);
  const petSeq = await createPet(t, owner, { name: '초코' });
  await createReservation(t, owner, {
    shopId: shop.shopId,
    productSeq: shop.products['목욕'],
    petSeqs: [petSeq],
    date: new Date(t.app.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
    time: '11:00',
  });
  const login = await t.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { userId: 'sweep-owner@guardian.kr', password: 'password123' },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  const partner = await partnerLogin(t, 'sweep-staff@guardian.kr', [shop.shopId], 'OWNER');
  const editor = await createEditor(t, 'sweep-editor@guardian.kr');
  return {
    ownerToken: login.json().data.token as string,
    partnerToken: partner.token,
    editorToken: editor.token,
  };
}

const envelope = (resultCode: string, message: string) => JSON.stringify({ resultCode, message, data: null });

/**
 * Issue 9: every operation of the served OpenAPI document answers malformed input with a 2xx, or a 4xx in the JSON
 * envelope with a declared resultCode and a Korean message; never a 5xx. Each operation is sent the token of the
 * role its `security` names (owner, shop staff, editor), so the requests get past authentication to the validation
 * and the services, and also none, a forged one and another role's. Requests go through Fastify's `inject` (the same
 * router, hooks, parsers and handlers as over HTTP, at a fraction of the cost); `pnpm sweep` sends them over HTTP.
 */
describe('bad-input sweep over every operation of the served OpenAPI document', () => {
  let t: TestContext;

  beforeAll(async () => {
    // Rate limits would answer 429 before the validation and services under test; their own tests cover them.
    const unlimited = 1_000_000;
    t = await createTestContext({
      shops: 5,
      config: {
        rateLimits: {
          loginPerAccount: unlimited,
          loginPerAccountIp: unlimited,
          loginPerIp: unlimited,
          certPerPhone: unlimited,
          certPerIp: unlimited,
          verifyPerPhone: unlimited,
          verifyPerIp: unlimited,
          duplicatedPerIp: unlimited,
          registerRequestsPerIp: unlimited,
          invitationChecksPerIp: unlimited,
          communityPostsPerUser: unlimited,
          communityCommentsPerUser: unlimited,
        },
      },
    });
  });
  afterAll(() => t.close());

  it('passes a 2xx and a declared 4xx with a Korean message, and fails every other answer', () => {
    expect(problemWith(200, 'not json', ERRORS)).toBeNull();
    expect(problemWith(400, envelope('VALIDATION_ERROR', '입력값을 확인해 주세요.'), ERRORS)).toBeNull();
    expect(problemWith(500, envelope('INTERNAL_ERROR', '오류'), ERRORS)).toMatch(/^500/);
    expect(problemWith(400, 'Bad Request', ERRORS)).toMatch(/without the JSON envelope/);
    expect(
      problemWith(400, JSON.stringify({ resultCode: 'VALIDATION_ERROR', message: '입력값' }), ERRORS),
    ).toMatch(/without the JSON envelope/);
    expect(problemWith(400, envelope('VALIDATION_ERROR', 'Bad Request'), ERRORS)).toMatch(/Korean/);
    expect(problemWith(400, envelope('FST_ERR_BAD_URL', '오류'), ERRORS)).toMatch(/undeclared/);
    expect(problemWith(404, envelope('VALIDATION_ERROR', '오류'), ERRORS)).toMatch(/declared as 400/);
    // A lenient integer (`0x1` read as the id 1) must be refused: the object 1's page is a failure.
    const lenient = { expect: { status: 400, resultCode: 'VALIDATION_ERROR' } };
    expect(
      missedExpectation(lenient, 400, envelope('VALIDATION_ERROR', '입력값을 확인해 주세요.')),
    ).toBeNull();
    expect(missedExpectation(lenient, 200, '{"resultCode":"SUCCESS"}')).toMatch(/^200 SUCCESS where 400/);
    expect(missedExpectation(lenient, 404, envelope('SHOP_NOT_FOUND', '없어요'))).toMatch(/^404/);
    expect(missedExpectation({}, 200, 'ok')).toBeNull();
    // A body value of the wrong type: the 400 must name the field (or an item of it).
    const wrongType = { expect: { status: 400, resultCode: 'VALIDATION_ERROR', field: 'petSeqs' } };
    const naming = (...fields: string[]) =>
      JSON.stringify({
        resultCode: 'VALIDATION_ERROR',
        message: '입력값을 확인해 주세요.',
        data: { fields: fields.map((field) => ({ field, message: '형식이 올바르지 않아요.' })) },
      });
    expect(missedExpectation(wrongType, 400, naming('petSeqs'))).toBeNull();
    expect(missedExpectation(wrongType, 400, naming('date', 'petSeqs.0'))).toBeNull();
    expect(missedExpectation(wrongType, 400, naming('petSeqsOther'))).toMatch(/without the field petSeqs/);
    expect(missedExpectation(wrongType, 200, '{"resultCode":"SUCCESS"}')).toMatch(/^200 SUCCESS where 400/);
  });

  it('sends each body field a value of every JSON type it does not declare, expecting 400 naming the field', () => {
    const op = {
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['count'],
              properties: {
                count: { type: 'integer', minimum: 1 },
                on: { type: 'boolean' },
                note: { type: 'string', nullable: true },
                tags: { type: 'array', items: { type: 'string' } },
                meal: { type: 'object', properties: { amount: { type: 'string' } } },
              },
            },
          },
        },
      },
      security: [{}],
    };
    const sent = requestsFor('post', '/v2/x', op, {}).filter((r) => r.expect?.field);
    const bodies = (field: string) =>
      sent
        .filter((r) => r.expect?.field === field)
        .map((r) => JSON.parse(r.body as string)[field.split('.')[0]!]);
    expect(bodies('count')).toEqual(expect.arrayContaining([null, '1', true, [1], { $gt: '' }]));
    expect(bodies('on')).toEqual(expect.arrayContaining([null, 'true', 1, 0, [true]]));
    expect(bodies('note')).toEqual(expect.arrayContaining([1e20, true, ['sweep']]));
    // null is a value `note` takes: sent, but not as a wrong type.
    expect(bodies('note')).not.toContain(null);
    expect(bodies('tags')).toEqual(expect.arrayContaining([null, '1,2', 'sweep', [1], [null]]));
    expect(bodies('meal')).toEqual(expect.arrayContaining([null, 'x', [{ amount: 'sweep' }]]));
    expect(bodies('meal.amount')).toEqual(expect.arrayContaining([{ amount: 1e20 }, { amount: null }]));
    // An operation whose role has no token here answers 401 first: the bodies are sent, nothing is expected of them.
    const locked = requestsFor('post', '/v2/x', { ...op, security: [{ bearerAuth: [] }] }, {});
    expect(locked.filter((r) => r.variant.endsWith('(wrong type)')).length).toBe(
      requestsFor('post', '/v2/x', op, {}).filter((r) => r.variant.endsWith('(wrong type)')).length,
    );
    expect(locked.filter((r) => r.expect)).toEqual([]);
  });

  it('sends every integer of a path or query written as 0x1, 1e0, +1, " 1", 01…, expecting 400', () => {
    const op = {
      parameters: [
        { name: 'shopId', in: 'path' as const, schema: { type: 'integer', minimum: 1 } },
        { name: 'page', in: 'query' as const, schema: { type: 'integer', minimum: 0 } },
        { name: 'regionSeqs', in: 'query' as const, schema: { type: 'array', items: { type: 'integer' } } },
        { name: 'date', in: 'query' as const, schema: { type: 'string' } },
      ],
      security: [{}],
    };
    const lenient = requestsFor('get', '/v2/shops/{shopId}', op, {}).filter((r) => r.expect);
    const sent = (name: string) => lenient.filter((r) => r.variant.includes(` ${name}=`));
    expect(sent('shopId').map((r) => r.path.split('?')[0])).toEqual(
      expect.arrayContaining(['/v2/shops/0x1', '/v2/shops/1e0']),
    );
    expect(sent('page').map((r) => r.path)).toEqual(
      expect.arrayContaining([expect.stringContaining('page=0x1&'), expect.stringContaining('page=1e0&')]),
    );
    expect(sent('regionSeqs').map((r) => r.path)).toEqual(
      expect.arrayContaining([expect.stringContaining('regionSeqs=1%2C0x1')]),
    );
    expect(sent('date')).toEqual([]);
    // An operation whose role has no token here answers 401 first: nothing is expected of it.
    expect(
      requestsFor('get', '/v2/x/{id}', { ...op, security: [{ bearerAuth: [] }] }, {}).filter((r) => r.expect),
    ).toEqual([]);
  });

  it('answers no request with a 5xx, an undeclared or non-envelope error or a dropped connection', async () => {
    const { ownerToken, partnerToken, editorToken } = await world(t);
    const document = (await t.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);

    const { requests, failures } = await sweep({
      baseUrl: '',
      document,
      ownerToken,
      partnerToken,
      editorToken,
      concurrency: 6,
      errors: ERRORS,
      transport: async (r) => {
        const res = await t.inject({
          method: r.method as 'GET',
          url: r.path,
          headers: r.headers,
          ...(r.body === undefined
            ? {}
            : { payload: typeof r.body === 'string' ? r.body : Buffer.from(r.body) }),
        });
        return { status: res.statusCode, text: res.body };
      },
    });

    expect(requests).toBeGreaterThan(5000);
    expect(failures.map((f) => `${f.op} [${f.variant}] ${f.problem.slice(0, 160)}`)).toEqual([]);
    // Prototype keys in bodies and queries reached nothing shared.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  }, 240_000);
});

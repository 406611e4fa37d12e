import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerLogin } from '../../test/booking-fixtures.js';
import { createOwner, createPet, createShop } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { type OpenApiDocument, sweep } from '../sweep-lib.js';

/**
 * Issue 9: every operation of the served OpenAPI document answers malformed input with a 4xx in the JSON
 * envelope. Runs over real HTTP, logged in as an owner with a pet and as a shop's staff, so the requests get past
 * authentication to the validation and the services behind it.
 */
describe('bad-input sweep over every operation of the served OpenAPI document', () => {
  let t: TestContext;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestContext({ shops: 5 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers no request with a 5xx, a non-JSON error or a dropped connection', async () => {
    const owner = await createOwner(t);
    const shop = await createShop(t, {});
    await createPet(t, owner, { name: '초코' });
    const partner = await partnerLogin(t, `sweep-staff@guardian.kr`, [shop.shopId], 'OWNER');
    const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenApiDocument;
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);

    const { requests, failures } = await sweep({
      baseUrl,
      document,
      ownerToken: owner.token,
      partnerToken: partner.token,
      concurrency: 6,
    });

    expect(requests).toBeGreaterThan(1000);
    expect(failures.map((f) => `${f.op} [${f.variant}] ${f.problem.slice(0, 90)}`)).toEqual([]);
    // Prototype keys in bodies and queries reached nothing shared.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  }, 240_000);
});

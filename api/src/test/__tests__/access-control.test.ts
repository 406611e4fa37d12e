import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, testClock, uncapped } from '../booking-fixtures.js';
import { ACCESS_RULES, buildWorld, type World } from '../access-control-table.js';
import type { TestContext } from '../test-app.js';

/** Parameters that name an object: path parameters, and query parameters `…Id`, `…Seq`, `…Seqs`, `token`. */
const ID_QUERY = /(Id|Seq|Seqs|^id|^token)$/;

let t: TestContext;
let w: World;
const clock = testClock();
beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  w = await buildWorld(t, clock);
});
afterAll(() => t.close());

describe('access control: every route that takes an object id (issue 9)', () => {
  it('lists every such operation of the OpenAPI document in the table, and nothing that is not one', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const withIds: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const params = op.parameters ?? [];
        if (params.some((p) => p.in === 'path' || (p.in === 'query' && ID_QUERY.test(p.name))))
          withIds.push(`${method.toUpperCase()} ${path}`);
      }
    const listed = Object.keys(ACCESS_RULES);
    expect(
      withIds.filter((op) => !listed.includes(op)),
      'routes missing from access-control-table.ts',
    ).toEqual([]);
    expect(
      listed.filter((op) => !withIds.includes(op)),
      'table entries with no such route',
    ).toEqual([]);
  });

  const owned = Object.entries(ACCESS_RULES).flatMap(([op, rule]) =>
    'owned' in rule ? [[op, rule] as const] : [],
  );
  it.each(owned)(
    '%s: another owner and another shop’s staff are refused, and nothing changes',
    async (op, rule) => {
      const target = await rule.make(w);
      const method = (target.method ?? op.split(' ')[0]) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const send = (auth: { authorization: string }) =>
        t.inject({
          method,
          url: target.url,
          headers: auth,
          ...(target.body ? { payload: target.body } : {}),
        });
      const [sameKind, otherKind] = rule.owned === 'owner' ? [w.ownerB, w.staffB] : [w.staffB, w.ownerB];
      const before = await target.state();
      expect(before, 'the rule’s object exists for its rightful party').toBeDefined();

      const intruder = await send(sameKind.auth);
      expect(intruder.statusCode, intruder.body).toBe(rule.refused?.status ?? 404);
      const crossed = await send(otherKind.auth);
      expect([401, 403, 404], crossed.body).toContain(crossed.statusCode);
      expect(await target.state()).toEqual(before);

      // The same request from the rightful party reaches the object: the refusals above were about who asked.
      const rightful = await send(rule.owned === 'owner' ? w.ownerA.auth : w.staffA.auth);
      expect([401, 403, 404], rightful.body).not.toContain(rightful.statusCode);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { seed } from '../../../db/seed/index.js';

/** The demo's past 목욕 visit, paid with the demo 목욕 pass: a pass booking as the app makes one, no deposit beside it. */
let t: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestContext({ shops: 10 });
  await seed(t.db, { shops: 10, demo: true });
  const login = await t.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { userId: 'demo@guardian.kr', password: 'guardian1234' },
  });
  auth = { authorization: `Bearer ${login.json().data.token}` };
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('pays the completed 목욕 visit with the pass alone: its use taken, and no deposit', async () => {
    const past = (
      await t.inject({ method: 'GET', url: '/v2/reservations?scope=past&size=50', headers: auth })
    ).json().data.items;
    const bath = past.find(
      (r: { status: string; product: { name: string } }) =>
        r.status === 'COMPLETED' && r.product.name === '목욕',
    );
    expect(bath.voucher).toMatchObject({ name: '목욕 10회 이용권', uses: 1, state: 'USED' });
    expect(bath.deposit).toBeNull();
    const passes = (await t.inject({ method: 'GET', url: '/v2/vouchers', headers: auth })).json().data;
    const bathPass = passes.find((v: { name: string }) => v.name === '목욕 10회 이용권');
    expect(bathPass).toMatchObject({ usedUses: 1, heldUses: 0 });
    expect(bathPass.history).toEqual([
      expect.objectContaining({ reservationSeq: bath.reservationSeq, status: 'USED', canceled: false }),
    ]);
  });
});

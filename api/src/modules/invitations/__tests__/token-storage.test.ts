import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopInvitations } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
});
afterAll(() => t.close());

describe('invitation tokens at rest', () => {
  it('keeps only the SHA-256 of a token, and the link in the message still validates', async () => {
    await t.invitation('INV-PLAIN-TEXT', 1, 77);
    const plain = await t.db
      .select()
      .from(shopInvitations)
      .where(eq(shopInvitations.token, 'INV-PLAIN-TEXT'));
    expect(plain).toEqual([]);
    const rows = await t.db.select({ token: shopInvitations.token }).from(shopInvitations);
    expect(rows.map((r) => r.token)).toContainEqual(expect.stringMatching(/^[0-9a-f]{64}$/));

    const res = await t.inject({
      method: 'POST',
      url: '/v2/invitation/token/validate',
      payload: { token: 'INV-PLAIN-TEXT' },
    });
    expect(res.statusCode).toBe(200);
  });
});

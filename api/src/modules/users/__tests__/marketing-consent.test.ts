import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

// 정보통신망법 §50: the owner may withdraw the marketing consent at any time and is told the date of the consent or
// of its withdrawal. Me carries that date (termsMarketingAt).
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
});
afterAll(() => t.close());

const put = (auth: Record<string, string>, payload: object) =>
  t.inject({ method: 'PUT', url: '/v2/me', headers: auth, payload });

describe('marketing consent and its date', () => {
  it('dates the choice made at sign-up with the sign-up itself', async () => {
    const alice = await t.user('mk-alice@guardian.kr', '마케팅앨리스');
    const me = (await t.inject({ method: 'GET', url: '/v2/me', headers: alice.auth })).json().data;
    expect(me.termsMarketing).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.userSeq, alice.userSeq));
    expect(me.termsMarketingAt).toBe(row.termsPrivacyAt.toISOString());
  });

  it('moves the date when the owner agrees or withdraws, and keeps it when a save leaves the choice as it was', async () => {
    const bob = await t.user('mk-bob@guardian.kr', '마케팅밥');
    const first = (await t.inject({ method: 'GET', url: '/v2/me', headers: bob.auth })).json().data;
    await new Promise((r) => setTimeout(r, 20));

    const agreed = await put(bob.auth, { termsMarketing: true });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().data.termsMarketing).toBe(true);
    const agreedAt = agreed.json().data.termsMarketingAt;
    expect(new Date(agreedAt).getTime()).toBeGreaterThan(new Date(first.termsMarketingAt).getTime());

    // A nickname save that sends the same choice again does not move the date.
    await new Promise((r) => setTimeout(r, 20));
    const same = await put(bob.auth, { nickname: '마케팅밥2', termsMarketing: true });
    expect(same.json().data.termsMarketingAt).toBe(agreedAt);

    await new Promise((r) => setTimeout(r, 20));
    const withdrawn = await put(bob.auth, { termsMarketing: false });
    expect(withdrawn.json().data.termsMarketing).toBe(false);
    expect(new Date(withdrawn.json().data.termsMarketingAt).getTime()).toBeGreaterThan(
      new Date(agreedAt).getTime(),
    );
  });
});

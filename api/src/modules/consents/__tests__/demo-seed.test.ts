import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { seed } from '../../../db/seed/index.js';

/** The demo data the 동의서 and 리뷰 screens open on: forms in every state, real reviews at the demo shops. */
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
  it('gives the demo owner forms to sign, signed and to sign again', async () => {
    const forms = (await t.inject({ method: 'GET', url: '/v2/consent/forms', headers: auth })).json().data;
    const byTitle = Object.fromEntries(
      forms.map((f: { title: string; state: string; targets: { state: string }[] }) => [
        f.title,
        [f.state, f.targets.map((x) => x.state)],
      ]),
    );
    expect(byTitle).toEqual({
      '미용 위험 고지 동의서': ['TO_SIGN', ['SIGNED', 'TO_SIGN']],
      '사진 촬영·게시 동의서': ['TO_SIGN', ['TO_SIGN']],
      '호텔링 이용 동의서': ['TO_SIGN', ['TO_SIGN', 'TO_SIGN']],
      '예방접종 확인서': ['RESIGN', ['RESIGN', 'TO_SIGN']],
    });
  });

  it('writes reviews at the demo shops, which their counts and averages show', async () => {
    const page = (await t.inject({ method: 'GET', url: '/v2/shop/1/reviews' })).json().data;
    expect(page.reviewCount).toBe(3);
    expect(page.averageRating).toBe(4);
    expect(page.items.some((r: { reply: string | null }) => r.reply)).toBe(true);
    const shop = (await t.inject({ method: 'GET', url: '/v2/shop?shopId=1' })).json().data;
    expect(shop.reviewCount).toBe(3);
    // The demo owner's own completed visit is left for the 리뷰 screen's "waiting for a review".
    const pending = (await t.inject({ method: 'GET', url: '/v2/reviews/pending', headers: auth })).json()
      .data;
    expect(pending).toHaveLength(1);
  });
});

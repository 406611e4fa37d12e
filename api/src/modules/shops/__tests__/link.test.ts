import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopInvitations, userShops } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { storedInvitationToken } from '../../invitations/repository.js';

let t: TestContext;
let alice: Awaited<ReturnType<TestContext['user']>>;
let bob: Awaited<ReturnType<TestContext['user']>>;
beforeAll(async () => {
  t = await createTestContext();
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  await t.invitation('INV-A', 4, 7001);
  await t.invitation('INV-B', 5, 7002);
  await t.invitation('INV-OLD', 6, 7003, new Date(Date.now() - 1000));
  await t.invitation('INV-C', 4, 7004);
});
afterAll(() => t.close());

const validate = (token: string, headers = {}) =>
  t.inject({ method: 'POST', url: '/v2/invitation/token/validate', payload: { token }, headers });
const link = (shopId: number, invitationToken: string, headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: `/v1/shop/user/link?shopId=${shopId}`,
    payload: { invitationToken },
    headers,
  });

describe('POST /v2/invitation/token/validate', () => {
  it('describes a valid invitation, without login', async () => {
    const res = await validate('INV-A');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      shopId: 4,
      customerName: '테스트고객',
      alreadyLinked: false,
      shopName: expect.any(String),
    });
  });

  it('400 INVALID_INVITATION_TOKEN for unknown or expired tokens', async () => {
    for (const token of ['NOPE', 'INV-OLD']) {
      const res = await validate(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('INVALID_INVITATION_TOKEN');
    }
    expect(
      (await t.inject({ method: 'POST', url: '/v2/invitation/token/validate', payload: {} })).statusCode,
    ).toBe(400);
  });
});

describe('POST /v1/shop/user/link', () => {
  it('links the shop with the invitation customerSeq, once', async () => {
    const res = await link(4, 'INV-A', alice.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      shopId: 4,
      customerSeq: 7001,
      sortOrder: 0,
      shopInfo: { shopId: 4 },
    });
    const [inv] = await t.db
      .select()
      .from(shopInvitations)
      .where(eq(shopInvitations.token, storedInvitationToken('INV-A')));
    expect(inv.usedBy).toBe(alice.userSeq);
    // Used now: nobody can use it again, not even the same person.
    expect((await validate('INV-A')).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
    expect((await validate('INV-A', bob.auth)).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
    expect((await link(4, 'INV-A', bob.auth)).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
    expect((await link(4, 'INV-A', alice.auth)).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
    expect(await t.db.select().from(userShops).where(eq(userShops.userSeq, bob.userSeq))).toEqual([]);
  });

  it('going back to the invitation I accepted shows the shop as linked, until I unlink it', async () => {
    await t.invitation('INV-BACK', 6, 7005);
    expect((await link(6, 'INV-BACK', bob.auth)).statusCode).toBe(200);

    const back = await validate('INV-BACK', bob.auth);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ shopId: 6, customerName: '테스트고객', alreadyLinked: true });
    expect((await validate('INV-BACK', alice.auth)).json().resultCode).toBe('INVALID_INVITATION_TOKEN');

    await t.db.delete(userShops).where(eq(userShops.userSeq, bob.userSeq));
    expect((await validate('INV-BACK', bob.auth)).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
  });

  it('409 ALREADY_LINKED when the shop is already mine (and the token stays unused)', async () => {
    expect((await validate('INV-C', alice.auth)).json().data.alreadyLinked).toBe(true);
    expect((await validate('INV-C', bob.auth)).json().data.alreadyLinked).toBe(false);
    const res = await link(4, 'INV-C', alice.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('ALREADY_LINKED');
    const [inv] = await t.db
      .select()
      .from(shopInvitations)
      .where(eq(shopInvitations.token, storedInvitationToken('INV-C')));
    expect(inv.usedAt).toBeNull();
  });

  it('a token only links its own shop; unknown shop is 404; needs auth', async () => {
    expect((await link(6, 'INV-B', alice.auth)).json().resultCode).toBe('INVALID_INVITATION_TOKEN');
    expect((await link(99999, 'INV-B', alice.auth)).json().resultCode).toBe('SHOP_NOT_FOUND');
    expect((await link(5, 'INV-B', {})).statusCode).toBe(401);
    expect((await link(5, '', alice.auth)).statusCode).toBe(400);
    const second = await link(5, 'INV-B', alice.auth);
    expect(second.json().data).toMatchObject({ shopId: 5, customerSeq: 7002, sortOrder: 1 });
  });
});

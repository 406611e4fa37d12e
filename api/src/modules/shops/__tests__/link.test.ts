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

  it('400 INVALID_INVITATION_TOKEN for unknown or expired tokens, saying 유효하지 않은 초대 링크예요', async () => {
    for (const token of ['NOPE', 'INV-OLD']) {
      const res = await validate(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'INVALID_INVITATION_TOKEN',
        message: '유효하지 않은 초대 링크예요.',
      });
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
    expect((await link(4, 'INV-A', bob.auth)).json().resultCode).toBe('INVITATION_ALREADY_USED');
    expect((await link(4, 'INV-A', alice.auth)).json().resultCode).toBe('ALREADY_LINKED');
    expect(await t.db.select().from(userShops).where(eq(userShops.userSeq, bob.userSeq))).toEqual([]);
    expect(await t.db.select().from(userShops).where(eq(userShops.userSeq, alice.userSeq))).toHaveLength(1);
  });

  it('says 이미 연결된 매장이에요 (409 ALREADY_LINKED) when the invitation was used on my other phone first', async () => {
    await t.invitation('INV-PHONES', 5, 7010);
    const carol = await t.user('carol@guardian.kr', '캐롤');
    // Both phones showed the invitation; the other phone linked first.
    expect((await validate('INV-PHONES', carol.auth)).json().data.alreadyLinked).toBe(false);
    expect((await link(5, 'INV-PHONES', carol.auth)).statusCode).toBe(200);

    const res = await link(5, 'INV-PHONES', carol.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ resultCode: 'ALREADY_LINKED', message: '이미 연결된 매장이에요.' });
  });

  it('a used invitation opened without login is 409 INVITATION_ALREADY_USED, asking to log in with that account', async () => {
    await t.invitation('INV-NOLOGIN', 6, 7011);
    const dave = await t.user('dave@guardian.kr', '데이브');
    expect((await link(6, 'INV-NOLOGIN', dave.auth)).statusCode).toBe(200);

    const res = await validate('INV-NOLOGIN');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      resultCode: 'INVITATION_ALREADY_USED',
      message: '이미 사용한 초대 링크예요. 이 링크로 연결한 계정으로 로그인하면 매장을 볼 수 있어요.',
      data: null,
    });
    // Logged in as that account, the same link shows the shop as linked.
    expect((await validate('INV-NOLOGIN', dave.auth)).json().data).toMatchObject({ alreadyLinked: true });
  });

  it('an invitation another account used is 409 INVITATION_ALREADY_USED, saying so, and links nothing', async () => {
    await t.invitation('INV-TAKEN', 6, 7012);
    const erin = await t.user('erin@guardian.kr', '에린');
    const frank = await t.user('frank@guardian.kr', '프랭크');
    expect((await link(6, 'INV-TAKEN', erin.auth)).statusCode).toBe(200);

    const message =
      '다른 계정에서 이미 사용한 초대 링크예요. 그 계정으로 로그인하거나 매장에 새 초대 링크를 요청해 주세요.';
    for (const res of [await validate('INV-TAKEN', frank.auth), await link(6, 'INV-TAKEN', frank.auth)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ resultCode: 'INVITATION_ALREADY_USED', message });
    }
    expect(await t.db.select().from(userShops).where(eq(userShops.userSeq, frank.userSeq))).toEqual([]);
  });

  it('an invitation another account used, opened by someone who has the shop anyway, is 409 ALREADY_LINKED', async () => {
    await t.invitation('INV-HERS', 5, 7013);
    await t.invitation('INV-HIS', 5, 7014);
    const gina = await t.user('gina@guardian.kr', '지나');
    const hank = await t.user('hank@guardian.kr', '행크');
    expect((await link(5, 'INV-HERS', gina.auth)).statusCode).toBe(200);
    expect((await link(5, 'INV-HIS', hank.auth)).statusCode).toBe(200);

    for (const res of [await validate('INV-HERS', hank.auth), await link(5, 'INV-HERS', hank.auth)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().resultCode).toBe('ALREADY_LINKED');
    }
  });

  it('going back to the invitation I accepted shows the shop as linked, until I unlink it', async () => {
    await t.invitation('INV-BACK', 6, 7005);
    expect((await link(6, 'INV-BACK', bob.auth)).statusCode).toBe(200);

    const back = await validate('INV-BACK', bob.auth);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ shopId: 6, customerName: '테스트고객', alreadyLinked: true });
    expect((await validate('INV-BACK', alice.auth)).json().resultCode).toBe('INVITATION_ALREADY_USED');

    await t.db.delete(userShops).where(eq(userShops.userSeq, bob.userSeq));
    // Unlinked since: the used link cannot link again, and says how to get the shop back.
    for (const res of [await validate('INV-BACK', bob.auth), await link(6, 'INV-BACK', bob.auth)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        resultCode: 'INVITATION_ALREADY_USED',
        message:
          '이 초대 링크로 연결했다가 연결을 끊은 매장이에요. 다시 연결하려면 매장에 새 초대 링크를 요청해 주세요.',
      });
    }
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { hashPassword } from '../../../infra/password.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { deletedNickname } from '../account-deletion.js';

// 회원 탈퇴 renames the account. The name it writes used to be one anyone could take first (탈퇴회원13 passed the
// nickname rule), and the unique index over every row then made the deletion fail with a 500, on every try.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
});
afterAll(() => t.close());

/** An account written straight to the table, as one made before the nickname rule refused such names. */
async function legacyAccount(email: string, nickname: string) {
  const row = await t.app.services.users.createAccount({
    email,
    nickname,
    passwordHash: await hashPassword('password123'),
    phoneNumber: '01099998888',
    termsPrivacyAt: new Date(),
  });
  return row.userSeq;
}

const nicknameOf = async (userSeq: number) =>
  (await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.userSeq, userSeq)))[0].nickname;

describe('회원 탈퇴 whatever nicknames others hold', () => {
  it('goes through when a live account already has the very name the deletion writes', async () => {
    const alice = await t.user('leaver@guardian.kr', '떠나는보호자');
    const squatter = await legacyAccount('squatter@guardian.kr', deletedNickname(alice.userSeq));
    const oldForm = await legacyAccount('squatter2@guardian.kr', `탈퇴회원${alice.userSeq}`);

    const res = await t.inject({ method: 'DELETE', url: '/v2/user?reason=test', headers: alice.auth });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resultCode: 'SUCCESS', data: null });
    expect(await nicknameOf(alice.userSeq)).toBe(deletedNickname(alice.userSeq));
    // The live accounts keep their names.
    expect(await nicknameOf(squatter)).toBe(deletedNickname(alice.userSeq));
    expect(await nicknameOf(oldForm)).toBe(`탈퇴회원${alice.userSeq}`);
  });

  it("frees the leaver's nickname for someone else, and the deleted rows never stand in a live name's way", async () => {
    const bob = await t.user('bob-leaves@guardian.kr', '콩이아빠');
    expect((await t.inject({ method: 'DELETE', url: '/v2/user', headers: bob.auth })).statusCode).toBe(200);

    const dup = await t.inject({
      method: 'POST',
      url: '/v2/user/duplicated',
      payload: { type: 'NICKNAME', value: '콩이아빠' },
    });
    expect(dup.json().data.duplicated).toBe(false);
    const carol = await t.user('carol-after@guardian.kr', '캐롤');
    const take = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: carol.auth,
      payload: { nickname: '콩이아빠' },
    });
    expect(take.statusCode).toBe(200);
    expect(take.json().data.nickname).toBe('콩이아빠');
  });
});

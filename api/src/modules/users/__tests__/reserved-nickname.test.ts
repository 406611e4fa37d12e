import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { isReservedNickname } from '../service.js';

// Names that pass for the service's staff or for a deleted account are refused, so nobody can pose as either in
// the community (a deleted account is shown as 탈퇴회원#<seq>).
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
});
afterAll(() => t.close());

const RESERVED = [
  '가디언',
  '관리자',
  '운영자',
  '매니저',
  ' 관 리 자 ',
  '가디언 운영자',
  'ＡＤＭＩＮ',
  'Guardian',
  '탈퇴회원13',
  '탈퇴 회원#7',
];

async function certificationToken(phoneNumber: string) {
  await t.app.services.certifications.send(phoneNumber, 'SIGNUP');
  return (await t.app.services.certifications.verify(phoneNumber, t.sms.lastCode(phoneNumber)!))
    .certificationToken;
}

describe('reserved nicknames', () => {
  it('refuses them on the profile edit with RESERVED_NICKNAME in Korean, and keeps the old name', async () => {
    const alice = await t.user('reserved-alice@guardian.kr', '앨리스');
    for (const nickname of RESERVED) {
      const res = await t.inject({
        method: 'PUT',
        url: '/v2/me',
        headers: alice.auth,
        payload: { nickname },
      });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'RESERVED_NICKNAME',
        message: '운영진이나 탈퇴한 회원으로 보일 수 있는 닉네임은 쓸 수 없어요.',
      });
    }
    const [row] = await t.db.select().from(users).where(eq(users.userSeq, alice.userSeq));
    expect(row.nickname).toBe('앨리스');
  });

  it('refuses them at sign-up, and the certification stays usable for a second try', async () => {
    const phoneNumber = '01066660001';
    const certification = await certificationToken(phoneNumber);
    const body = (nickname: string) => ({
      userId: 'reserved-signup@guardian.kr',
      password: 'abcd1234',
      nickname,
      phoneNumber,
      certificationToken: certification,
      termsPrivacy: true,
    });
    const refused = await t.inject({ method: 'POST', url: '/v2/signup', payload: body('관리자') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultCode).toBe('RESERVED_NICKNAME');

    const signed = await t.inject({ method: 'POST', url: '/v2/signup', payload: body('가디언맘') });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.user.nickname).toBe('가디언맘');
  });

  it('the nickname check of sign-up answers them as the save would (RESERVED_NICKNAME), not as free', async () => {
    const check = (value: string) =>
      t.inject({ method: 'POST', url: '/v2/user/duplicated', payload: { type: 'NICKNAME', value } });
    for (const nickname of RESERVED) {
      const res = await check(nickname);
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json(), nickname).toMatchObject({
        resultCode: 'RESERVED_NICKNAME',
        message: '운영진이나 탈퇴한 회원으로 보일 수 있는 닉네임은 쓸 수 없어요.',
      });
    }
    // A name the save would refuse for its length is not called free either; the error names this call's field.
    const tooLong = await check('열세글자가넘는아주긴닉네임이에요');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      resultCode: 'VALIDATION_ERROR',
      data: { fields: [expect.objectContaining({ field: 'value' })] },
    });
    // Names merely containing such a word are answered as before: free, or taken by a live account.
    await t.user('reserved-dup@guardian.kr', '가디언누나');
    expect((await check('가디언누나')).json().data).toEqual({ duplicated: true });
    expect((await check(' 콩이매니저님 ')).json().data).toEqual({ duplicated: false });
  });

  it('lets through names that only contain such a word beside others', () => {
    for (const name of ['가디언맘', '콩이매니저님', '관리자의 강아지', '탈퇴고민중', 'guardians'])
      expect(isReservedNickname(name), name).toBe(false);
    for (const name of RESERVED) expect(isReservedNickname(name), name).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

// Sign-up and profile edit share one nickname schema, trimmed and NFC-normalised before its length check,
// so what a user signs up with is exactly what they can save again on the profile screen.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function certificationToken(phoneNumber: string) {
  await t.inject({
    method: 'POST',
    url: '/v2/mobile-certification',
    payload: { phoneNumber, purpose: 'SIGNUP' },
  });
  const res = await t.inject({
    method: 'POST',
    url: '/v2/mobile-certification/verify',
    payload: { phoneNumber, code: t.sms.lastCode(phoneNumber) },
  });
  return res.json().data.certificationToken as string;
}

async function signup(userId: string, phoneNumber: string, nickname: string) {
  return t.inject({
    method: 'POST',
    url: '/v2/signup',
    payload: {
      userId,
      password: 'abcd1234',
      nickname,
      phoneNumber,
      certificationToken: await certificationToken(phoneNumber),
      termsPrivacy: true,
    },
  });
}

const storedNickname = async (userSeq: number) =>
  (await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.userSeq, userSeq)))[0].nickname;

// 12 Hangul syllables: 12 characters in NFC, 24 code units once decomposed (NFD).
const TWELVE = '가나다라마바사아자차카타';

describe('one nickname rule for sign-up and profile edit', () => {
  it('refuses at sign-up a padded nickname that is too short once trimmed', async () => {
    const res = await signup('pad@guardian.kr', '01077770001', '   가   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().data.fields)).toContain('nickname');
  });

  it('stores the trimmed nickname, which the profile edit then accepts unchanged', async () => {
    const res = await signup('trim@guardian.kr', '01077770002', '  새보호자  ');
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user.nickname).toBe('새보호자');
    const keep = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { nickname: user.nickname },
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.nickname).toBe('새보호자');
  });

  it('counts characters, not decomposed code units, and stores NFC at sign-up and on edit', async () => {
    const res = await signup('nfd@guardian.kr', '01077770003', TWELVE.normalize('NFD'));
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(await storedNickname(user.userSeq)).toBe(TWELVE);

    const edited = '타카차자아사바마라다나가';
    const edit = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { nickname: edited.normalize('NFD') },
    });
    expect(edit.statusCode).toBe(200);
    expect(await storedNickname(user.userSeq)).toBe(edited);
  });

  it('applies the same rule on profile edit', async () => {
    const alice = await t.user('nick-alice@guardian.kr', '앨리스');
    const res = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: alice.auth,
      payload: { nickname: '   a   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('VALIDATION_ERROR');
    expect(await storedNickname(alice.userSeq)).toBe('앨리스');
  });
  it('refuses a nickname that shows nothing (zero-width marks, Hangul fillers) at sign-up and on edit', async () => {
    // Two characters long, yet blank on every post and comment: the ㅤ (U+3164) "blank nickname" trick.
    const blank = await signup('blank@guardian.kr', '01077770004', '\u3164\u3164');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields).toEqual([{ field: 'nickname', message: '내용을 입력해 주세요.' }]);

    const bob = await t.user('nick-bob@guardian.kr', '밥아저씨');
    for (const nickname of ['\u200b\u200b', '\u3164\u3164', '\u115f\u1160\ufeff']) {
      const res = await t.inject({ method: 'PUT', url: '/v2/me', headers: bob.auth, payload: { nickname } });
      expect(res.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(res.json().resultCode).toBe('VALIDATION_ERROR');
    }
    expect(await storedNickname(bob.userSeq)).toBe('밥아저씨');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: Awaited<ReturnType<TestContext['user']>>;
beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
  alice = await t.user('alice@guardian.kr', '앨리스');
  await t.user('bob@guardian.kr', '밥아저씨');
});
afterAll(() => t.close());

const put = (nickname: string) =>
  t.inject({ method: 'PUT', url: '/v2/me', headers: alice.auth, payload: { nickname } });

describe('nickname', () => {
  it('is trimmed before its length is checked: two spaces are not a name', async () => {
    const res = await put('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([{ field: 'nickname', message: '2자 이상 입력해 주세요.' }]);
    expect((await t.app.services.users.me(alice.userSeq)).nickname).toBe('앨리스');
  });

  it('is NFC-normalised: the same Hangul name in decomposed jamo is the same (taken) name', async () => {
    const res = await put('밥아저씨'.normalize('NFD'));
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('DUPLICATED_NICKNAME');
    const mine = await put(' 새이름 '.normalize('NFD'));
    expect(mine.json().data.nickname).toBe('새이름');
  });

  it('sign-up refuses a blank nickname before anything else', async () => {
    await expect(
      t.app.services.auth.signup({ nickname: '   ', snsKind: 'KAKAO', snsToken: 'whatever' }),
    ).rejects.toMatchObject({ resultCode: 'VALIDATION_ERROR' });
  });
});

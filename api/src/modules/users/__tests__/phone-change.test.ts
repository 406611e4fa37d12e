import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: Awaited<ReturnType<TestContext['user']>>;
beforeAll(async () => {
  t = await createTestContext({ shops: 1, config: { rateLimits: { certResendSec: 0 } } });
  alice = await t.user('alice@guardian.kr', '앨리스'); // phone 01099998888
});
afterAll(() => t.close());

const phoneOf = async (userSeq: number) =>
  (await t.db.select().from(users).where(eq(users.userSeq, userSeq)))[0].phoneNumber;

async function certify(phone: string) {
  await t.app.services.certifications.send(phone, 'SIGNUP');
  return (await t.app.services.certifications.verify(phone, t.sms.lastCode(phone)!)).certificationToken;
}

describe('changing the phone number of an account', () => {
  it('PUT /v2/me with a new phone and no certification is refused and nothing changes', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: alice.auth,
      payload: { phoneNumber: '01044445555' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('PHONE_CERTIFICATION_REQUIRED');
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(await phoneOf(alice.userSeq)).toBe('01099998888');
  });

  it('a certification of another number, or a made-up token, does not change it', async () => {
    const other = await certify('01077778888');
    for (const certificationToken of [other, 'made-up'])
      await expect(
        t.app.services.users.updateProfile(alice.userSeq, { phoneNumber: '01044445555', certificationToken }),
      ).rejects.toMatchObject({ resultCode: 'INVALID_CERTIFICATION' });
    expect(await phoneOf(alice.userSeq)).toBe('01099998888');
  });

  it('PUT /v2/me with the certification token of the new number changes it', async () => {
    const bob = await t.user('bob@guardian.kr', '밥');
    const certificationToken = await certify('01022223333');
    const res = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: bob.auth,
      payload: { phoneNumber: '01022223333', certificationToken },
    });
    expect(res.statusCode).toBe(200);
    expect(await phoneOf(bob.userSeq)).toBe('01022223333');
  });

  it('the new number certified: the phone changes, the token is used up, and the OLD number is told', async () => {
    const certificationToken = await certify('01044445555');
    const me = await t.app.services.users.updateProfile(alice.userSeq, {
      phoneNumber: '01044445555',
      certificationToken,
    });
    expect(me.phoneNumber).toBe('01044445555');
    const notice = t.sms.sent.at(-1)!;
    expect(notice.to).toBe('01099998888');
    expect(notice.text).toBe(
      '[가디언] 계정의 휴대폰 번호가 바뀌었어요. 직접 바꾸지 않았다면 바로 고객센터로 문의해 주세요.',
    );
    expect(notice.text).not.toContain('01044445555');
    await expect(
      t.app.services.users.updateProfile(alice.userSeq, { phoneNumber: '01033334444', certificationToken }),
    ).rejects.toMatchObject({ resultCode: 'INVALID_CERTIFICATION' });
  });

  it('sending the current number again needs no certification', async () => {
    const me = await t.app.services.users.updateProfile(alice.userSeq, {
      phoneNumber: '01044445555',
      termsMarketing: true,
    });
    expect(me).toMatchObject({ phoneNumber: '01044445555', termsMarketing: true });
  });
});

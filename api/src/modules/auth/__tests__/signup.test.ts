import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCertifications, users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    config: {
      rateLimits: {
        loginPerAccount: 5,
        loginPerIp: 100,
        loginWindowSec: 900,
        certPerPhone: 3,
        certPerIp: 50,
        certWindowSec: 3600,
        certResendSec: 0,
      },
    },
  });
});
afterAll(() => t.close());

const send = (phoneNumber: string, purpose = 'SIGNUP', ip = '10.0.0.1') =>
  t.inject({
    method: 'POST',
    url: '/v2/mobile-certification',
    payload: { phoneNumber, purpose },
    remoteAddress: ip,
  });
const verify = (phoneNumber: string, code: string) =>
  t.inject({ method: 'POST', url: '/v2/mobile-certification/verify', payload: { phoneNumber, code } });

async function certify(phone: string, purpose = 'SIGNUP') {
  expect((await send(phone, purpose)).statusCode).toBe(200);
  const res = await verify(phone, t.sms.lastCode(phone)!);
  expect(res.statusCode).toBe(200);
  return res.json().data.certificationToken as string;
}

const signupBody = (over: Record<string, unknown> = {}) => ({
  userId: 'new@guardian.kr',
  password: 'abcd1234',
  nickname: '새보호자',
  phoneNumber: '01011112222',
  termsMarketing: false,
  termsPrivacy: true,
  ...over,
});

describe('mobile certification', () => {
  it('sends a 6-digit code valid for 3 minutes, stored hashed', async () => {
    const res = await send('01000000001');
    expect(res.statusCode).toBe(200);
    const expiresIn = new Date(res.json().data.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(170_000);
    expect(expiresIn).toBeLessThanOrEqual(180_000);
    const code = t.sms.lastCode('01000000001')!;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db
      .select()
      .from(phoneCertifications)
      .where(eq(phoneCertifications.phoneNumber, '01000000001'));
    expect(row.codeHash).not.toContain(code);
  });

  it('rejects a bad phone number and purpose', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/mobile-certification',
      payload: { phoneNumber: '0212345678', purpose: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .data.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['phoneNumber', 'purpose']);
  });

  it('wrong code → INVALID_CERTIFICATION; five wrong codes lock it', async () => {
    await send('01000000002');
    const good = t.sms.lastCode('01000000002')!;
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await verify('01000000002', wrong)).json().resultCode).toBe('INVALID_CERTIFICATION');
    const fifth = await verify('01000000002', wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().resultCode).toBe('CERTIFICATION_ATTEMPTS_EXCEEDED');
    expect((await verify('01000000002', good)).json().resultCode).toBe('CERTIFICATION_ATTEMPTS_EXCEEDED');
  });

  it('an expired code → CERTIFICATION_EXPIRED, asking to 인증번호를 다시 받아 주세요', async () => {
    await send('01000000003');
    await t.db
      .update(phoneCertifications)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(phoneCertifications.phoneNumber, '01000000003'));
    const res = await verify('01000000003', t.sms.lastCode('01000000003')!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      resultCode: 'CERTIFICATION_EXPIRED',
      message: '인증 시간이 지났어요. 인증번호를 다시 받아 주세요.',
    });
  });

  it('limits sends per phone (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await send('01000000004', 'SIGNUP', `10.3.0.${i}`)).statusCode).toBe(200);
    const res = await send('01000000004', 'SIGNUP', '10.3.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /v2/signup', () => {
  it('creates the account with an Argon2id hash and returns a session', async () => {
    const certificationToken = await certify('01011112222');
    const res = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({ certificationToken }),
    });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({
      userId: 'new@guardian.kr',
      nickname: '새보호자',
      phoneNumber: '01011112222',
      snsKind: 'NONE',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'new@guardian.kr'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      (await t.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('a certification token is single use', async () => {
    const [row] = await t.db
      .select()
      .from(phoneCertifications)
      .where(eq(phoneCertifications.phoneNumber, '01011112222'));
    expect(row.tokenUsedAt).not.toBeNull();
  });

  it('reports duplicates (e-mail case-insensitive, nickname) and the duplicate check call agrees', async () => {
    const dupEmail = await t.inject({
      method: 'POST',
      url: '/v2/user/duplicated',
      payload: { type: 'EMAIL', value: 'NEW@guardian.kr' },
    });
    expect(dupEmail.json().data).toEqual({ duplicated: true });
    const freeNick = await t.inject({
      method: 'POST',
      url: '/v2/user/duplicated',
      payload: { type: 'NICKNAME', value: '빈닉네임' },
    });
    expect(freeNick.json().data).toEqual({ duplicated: false });
    const certificationToken = await certify('01033334444');
    const a = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({
        userId: 'NEW@Guardian.kr',
        nickname: '다른사람',
        phoneNumber: '01033334444',
        certificationToken,
      }),
    });
    expect(a.statusCode).toBe(409);
    expect(a.json().resultCode).toBe('DUPLICATED_USER_ID');
    const b = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({ userId: 'other@guardian.kr', phoneNumber: '01033334444', certificationToken }),
    });
    expect(b.json().resultCode).toBe('DUPLICATED_NICKNAME');
  });

  it('validates the fields', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: {
        userId: 'not-an-email',
        password: 'lettersonly',
        nickname: 'x',
        phoneNumber: '123',
        certificationToken: 't',
        termsPrivacy: false,
      },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['userId', 'password', 'nickname', 'phoneNumber', 'termsPrivacy']),
    );
    const missing = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: { nickname: '닉네임', termsPrivacy: true },
    });
    expect(missing.json().data.fields.map((f: { field: string }) => f.field)).toEqual([
      'userId',
      'password',
      'phoneNumber',
      'certificationToken',
    ]);
  });

  it('refuses a token from another phone or a made-up one', async () => {
    const certificationToken = await certify('01055556666');
    const res = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({
        userId: 'x@guardian.kr',
        nickname: '엑스',
        phoneNumber: '01077778888',
        certificationToken,
      }),
    });
    expect(res.json().resultCode).toBe('INVALID_CERTIFICATION');
    const forged = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({ userId: 'x@guardian.kr', nickname: '엑스', certificationToken: 'forged' }),
    });
    expect(forged.json().resultCode).toBe('INVALID_CERTIFICATION');
  });
});

describe('PUT /v2/user/password', () => {
  it('resets the password with a PASSWORD certification and revokes every session', async () => {
    const u = await t.user('reset@guardian.kr', '리셋'); // phone 01099998888
    const certificationToken = await certify('01099998888', 'PASSWORD');
    const res = await t.inject({
      method: 'PUT',
      url: '/v2/user/password',
      payload: {
        userId: 'reset@guardian.kr',
        phoneNumber: '01099998888',
        certificationToken,
        password: 'newpass99',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/v2/me', headers: u.auth })).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { userId: 'reset@guardian.kr', password: 'newpass99' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("cannot reset someone else's password with my own phone certification", async () => {
    await t.user('target@guardian.kr', '타깃'); // phone 01099998888
    const [latest] = await t.db
      .select()
      .from(phoneCertifications)
      .orderBy(desc(phoneCertifications.certificationSeq))
      .limit(1);
    expect(latest).toBeDefined();
    const certificationToken = await certify('01012121212', 'PASSWORD');
    const res = await t.inject({
      method: 'PUT',
      url: '/v2/user/password',
      payload: {
        userId: 'target@guardian.kr',
        phoneNumber: '01012121212',
        certificationToken,
        password: 'hijack123',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('INVALID_CERTIFICATION');
    const signupToken = await certify('01099998888', 'SIGNUP'); // right phone, wrong purpose
    const wrongPurpose = await t.inject({
      method: 'PUT',
      url: '/v2/user/password',
      payload: {
        userId: 'target@guardian.kr',
        phoneNumber: '01099998888',
        certificationToken: signupToken,
        password: 'hijack123',
      },
    });
    expect(wrongPurpose.json().resultCode).toBe('INVALID_CERTIFICATION');
  });
});

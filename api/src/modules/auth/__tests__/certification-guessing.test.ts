import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCertifications } from '../../../db/schema/index.js';
import type { AppError } from '../../../lib/errors.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    shops: 1,
    config: { rateLimits: { certResendSec: 0, certPerPhone: 50, verifyPerPhone: 6, verifyPerIp: 8 } },
  });
});
afterAll(() => t.close());

const send = (phoneNumber: string) =>
  t.inject({
    method: 'POST',
    url: '/v2/mobile-certification',
    payload: { phoneNumber, purpose: 'PASSWORD' },
    remoteAddress: '10.50.0.1',
  });
const verify = (phoneNumber: string, code: string, ip = '10.50.0.2') =>
  t.inject({
    method: 'POST',
    url: '/v2/mobile-certification/verify',
    payload: { phoneNumber, code },
    remoteAddress: ip,
  });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('guessing an SMS code', () => {
  it('20 wrong guesses at once compare at most 5 times, and the right code is refused after', async () => {
    const phone = '01055550001';
    expect((await send(phone)).statusCode).toBe(200);
    const good = t.sms.lastCode(phone)!;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.services.certifications.verify(phone, wrongFor(good)).then(
          () => 'SUCCESS',
          (err: AppError) => err.resultCode,
        ),
      ),
    );
    // A compared wrong guess answers INVALID_CERTIFICATION, except the fifth, which already locks the code.
    expect(outcomes.filter((o) => o === 'INVALID_CERTIFICATION').length).toBeLessThanOrEqual(4);
    const [row] = await t.db
      .select({ attempts: phoneCertifications.attempts })
      .from(phoneCertifications)
      .where(eq(phoneCertifications.phoneNumber, phone));
    expect(row.attempts).toBe(5);
    await expect(t.app.services.certifications.verify(phone, good)).rejects.toMatchObject({
      resultCode: 'CERTIFICATION_ATTEMPTS_EXCEEDED',
    });
  });

  it('limits code checks per phone, whatever the IP (429 RATE_LIMITED with Retry-After)', async () => {
    const phone = '01055550002';
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) {
      await send(phone);
      codes.push((await verify(phone, '123456', `10.51.0.${i}`)).json().resultCode);
    }
    expect(codes.slice(0, 6)).not.toContain('RATE_LIMITED');
    const res = await verify(phone, t.sms.lastCode(phone)!, '10.51.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().resultCode).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits code checks per IP across phones', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const phone = `0105556${String(i).padStart(4, '0')}`;
      await send(phone);
      codes.push((await verify(phone, '123456', '10.52.0.1')).statusCode);
    }
    expect(codes.slice(0, 8)).not.toContain(429);
    expect(codes[8]).toBe(429);
  });
});

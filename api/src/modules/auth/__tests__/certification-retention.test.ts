import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCertifications } from '../../../db/schema/index.js';
import { sha256 } from '../../../infra/tokens.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

// A phone certification holds a phone number, often of someone who never signs up. The privacy policy names no
// period for it, so it is kept only while it can serve (a 3-minute code, then a 30-minute token) and a day after,
// then deleted by the same sweep as the login records. The per-phone send limit does not read these rows (it counts
// in rate_limit_buckets), and the resend wait reads only the newest row of the last minute.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    config: { rateLimits: { certResendSec: 60, certPerPhone: 1, certPerIp: 50 } },
  });
});
afterAll(() => t.close());

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * A certification of `phoneNumber` sent at `createdAt` (its code good for 3 minutes), as the API stores it; with
 * `verifiedAfterMs` its code was verified that long after, handing out a 30-minute token, `used` or not.
 */
async function certificationAt(
  phoneNumber: string,
  createdAt: Date,
  opts: { verifiedAfterMs?: number; used?: boolean } = {},
) {
  const verifiedAt =
    opts.verifiedAfterMs == null ? null : new Date(createdAt.getTime() + opts.verifiedAfterMs);
  const [row] = await t.db
    .insert(phoneCertifications)
    .values({
      phoneNumber,
      purpose: 'SIGNUP',
      codeHash: sha256(`${phoneNumber}-${Math.random()}`),
      expiresAt: new Date(createdAt.getTime() + 3 * MIN),
      createdAt,
      verifiedAt,
      tokenHash: verifiedAt && sha256(`token-${phoneNumber}-${Math.random()}`),
      tokenExpiresAt: verifiedAt && new Date(verifiedAt.getTime() + 30 * MIN),
      tokenUsedAt: verifiedAt && opts.used ? new Date(verifiedAt.getTime() + MIN) : null,
    })
    .returning({ seq: phoneCertifications.certificationSeq });
  return row.seq;
}

async function remaining(seqs: number[]) {
  const rows = await t.db
    .select({ seq: phoneCertifications.certificationSeq })
    .from(phoneCertifications)
    .where(inArray(phoneCertifications.certificationSeq, seqs));
  return rows.map((r) => r.seq).sort((a, b) => a - b);
}

const send = (phoneNumber: string) =>
  t.inject({
    method: 'POST',
    url: '/v2/mobile-certification',
    payload: { phoneNumber, purpose: 'SIGNUP' },
    remoteAddress: '10.60.0.1',
  });

describe('phone certification retention', () => {
  it('deletes a certification a day after its code, or once verified its token, could last be used', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const codeLapsed = await certificationAt('01070000001', ago(DAY + 10 * MIN));
    const codeLapsedToday = await certificationAt('01070000002', ago(23 * HOUR));
    const tokenUsed = await certificationAt('01070000003', ago(DAY + 40 * MIN), {
      verifiedAfterMs: MIN,
      used: true,
    });
    // Its code lapsed more than a day ago, but its token (30 minutes from the check) less than a day ago.
    const tokenLapsedToday = await certificationAt('01070000004', ago(DAY + 10 * MIN), {
      verifiedAfterMs: MIN,
    });
    const tokenLapsed = await certificationAt('01070000005', ago(2 * DAY), { verifiedAfterMs: 2 * MIN });
    const all = [codeLapsed, codeLapsedToday, tokenUsed, tokenLapsedToday, tokenLapsed];

    expect(await t.app.services.auth.pruneExpiredRecords(now)).toBeGreaterThanOrEqual(3);
    expect(await remaining(all)).toEqual([codeLapsedToday, tokenLapsedToday].sort((a, b) => a - b));
    // A day later those two have had their day too.
    await t.app.services.auth.pruneExpiredRecords(new Date(now.getTime() + DAY));
    expect(await remaining(all)).toEqual([]);
  });

  it('keeps what is still in use: a fresh code, its resend wait, a live token, the hourly send count', async () => {
    const waiting = '01070000011';
    expect((await send(waiting)).statusCode).toBe(200);
    const certified = '01070000012';
    expect((await send(certified)).statusCode).toBe(200);
    const verified = await t.inject({
      method: 'POST',
      url: '/v2/mobile-certification/verify',
      payload: { phoneNumber: certified, code: t.sms.lastCode(certified)! },
    });
    expect(verified.statusCode).toBe(200);

    await t.app.services.auth.pruneExpiredRecords(new Date());

    // The resend wait still reads the code just sent.
    const again = await send(waiting);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    // The token still signs up.
    const signup = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: {
        userId: 'retention@guardian.kr',
        password: 'abcd1234',
        nickname: '보관테스트',
        phoneNumber: certified,
        certificationToken: verified.json().data.certificationToken,
        termsMarketing: false,
        termsPrivacy: true,
      },
    });
    expect(signup.statusCode).toBe(200);

    // Even a certification deleted early (here: made to look a day old) leaves the hour's send count (1 a phone
    // here) where it was: the limit is counted apart from these rows.
    const past = new Date(Date.now() - 2 * DAY);
    await t.db
      .update(phoneCertifications)
      .set({ createdAt: past, expiresAt: new Date(past.getTime() + 3 * MIN) })
      .where(inArray(phoneCertifications.phoneNumber, [waiting]));
    await t.app.services.auth.pruneExpiredRecords(new Date());
    expect(
      await t.db
        .select()
        .from(phoneCertifications)
        .where(inArray(phoneCertifications.phoneNumber, [waiting])),
    ).toEqual([]);
    const afterSweep = await send(waiting);
    expect(afterSweep.statusCode).toBe(429);
    expect(afterSweep.json().resultCode).toBe('RATE_LIMITED');
  });

  it('goes through more lapsed certifications than one batch holds', async () => {
    const long = new Date(Date.now() - 3 * DAY);
    const seqs: number[] = [];
    for (let i = 0; i < 7; i++) seqs.push(await certificationAt(`0107000002${i}`, long));
    expect(await t.app.services.auth.pruneExpiredRecords(new Date(), 3)).toBeGreaterThanOrEqual(7);
    expect(await remaining(seqs)).toEqual([]);
  });
});

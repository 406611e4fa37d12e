import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { phoneCertifications } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newToken, safeEqualHex, sha256, sixDigitCode } from '../../infra/tokens.js';

export const CODE_TTL_MS = 3 * 60 * 1000;
export const TOKEN_TTL_MS = 30 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

/**
 * How long a certification is kept once it can no longer serve. It holds a phone number, often of someone who never
 * signs up, and the privacy policy names no period for it (its 휴대폰 번호 is a member's, kept until they leave): so
 * it goes a day after the last moment it could be used, its code's expiry (3 minutes) or, once verified, its token's
 * (30 minutes from the check), used or not. The day leaves time to look into a complaint about a code or a sign-up
 * and is far longer than what reads these rows: the resend wait (CERT_RESEND_SECONDS, a minute) reads the newest
 * row's created_at, and a code check the newest row. The hourly send and check limits per phone and IP are counted
 * in rate_limit_buckets, not here, so deleting a row never gives a phone its sends back.
 */
export const CERTIFICATION_RETENTION_MS = 24 * 60 * 60 * 1000;

export type CertPurpose = 'SIGNUP' | 'PASSWORD';

export class CertificationRepository {
  constructor(private readonly db: Db) {}

  async latest(phoneNumber: string) {
    const [row] = await this.db
      .select()
      .from(phoneCertifications)
      .where(eq(phoneCertifications.phoneNumber, phoneNumber))
      .orderBy(desc(phoneCertifications.createdAt), desc(phoneCertifications.certificationSeq))
      .limit(1);
    return row ?? null;
  }

  async create(phoneNumber: string, purpose: CertPurpose) {
    const code = sixDigitCode();
    const expiresAt = new Date(Date.now() + CODE_TTL_MS);
    await this.db
      .insert(phoneCertifications)
      .values({ phoneNumber, purpose, codeHash: sha256(code), expiresAt });
    return { code, expiresAt };
  }

  /**
   * Checks the newest code for the phone; on success hands out a single-use 30-minute token. The attempt is counted
   * in the same statement that checks the limit (`attempts < 5`), before the code is compared: parallel guesses
   * each take their own number and never more than five are ever compared.
   */
  async verify(phoneNumber: string, code: string) {
    const latest = await this.latest(phoneNumber);
    if (!latest || latest.verifiedAt) throw new AppError('INVALID_CERTIFICATION');
    const [cert] = await this.db
      .update(phoneCertifications)
      .set({ attempts: sql`${phoneCertifications.attempts} + 1` })
      .where(
        and(
          eq(phoneCertifications.certificationSeq, latest.certificationSeq),
          isNull(phoneCertifications.verifiedAt),
          lt(phoneCertifications.attempts, MAX_ATTEMPTS),
        ),
      )
      .returning();
    // No row: five attempts were already taken (or a parallel right answer verified it): ask for a new code.
    if (!cert) throw new AppError('CERTIFICATION_ATTEMPTS_EXCEEDED');
    if (cert.expiresAt.getTime() <= Date.now()) throw new AppError('CERTIFICATION_EXPIRED');
    if (!safeEqualHex(sha256(code), cert.codeHash)) {
      if (cert.attempts >= MAX_ATTEMPTS) throw new AppError('CERTIFICATION_ATTEMPTS_EXCEEDED');
      throw new AppError('INVALID_CERTIFICATION', undefined, {
        remainingAttempts: MAX_ATTEMPTS - cert.attempts,
      });
    }
    const token = newToken();
    const tokenExpiresAt = new Date(Date.now() + TOKEN_TTL_MS);
    // Only the first right answer gets a token: a second, parallel one finds the code already verified.
    const [won] = await this.db
      .update(phoneCertifications)
      .set({ verifiedAt: new Date(), tokenHash: sha256(token), tokenExpiresAt })
      .where(
        and(
          eq(phoneCertifications.certificationSeq, cert.certificationSeq),
          isNull(phoneCertifications.verifiedAt),
        ),
      )
      .returning({ seq: phoneCertifications.certificationSeq });
    if (!won) throw new AppError('INVALID_CERTIFICATION');
    return { certificationToken: token, expiresAt: tokenExpiresAt };
  }

  /** Marks the token used; fails unless it was issued for this phone and purpose and is still fresh. */
  async consumeToken(token: string, phoneNumber: string, purpose: CertPurpose) {
    const [row] = await this.db
      .update(phoneCertifications)
      .set({ tokenUsedAt: new Date() })
      .where(
        and(
          eq(phoneCertifications.tokenHash, sha256(token)),
          eq(phoneCertifications.phoneNumber, phoneNumber),
          eq(phoneCertifications.purpose, purpose),
          isNull(phoneCertifications.tokenUsedAt),
          gt(phoneCertifications.tokenExpiresAt, new Date()),
        ),
      )
      .returning({ seq: phoneCertifications.certificationSeq });
    if (!row) throw new AppError('INVALID_CERTIFICATION', '휴대폰 인증이 만료됐거나 올바르지 않아요.');
  }

  /**
   * Deletes up to `limit` certifications whose code expired before `cutoff` and whose token, if any, did too (now
   * less CERTIFICATION_RETENTION_MS: see there); returns how many went. A token outlives its code by at most 30
   * minutes, so the expiry index finds them and the token's test drops only the last half hour's few.
   */
  async deleteLapsedBefore(cutoff: Date, limit: number): Promise<number> {
    const old = this.db
      .select({ seq: phoneCertifications.certificationSeq })
      .from(phoneCertifications)
      .where(
        and(
          lt(phoneCertifications.expiresAt, cutoff),
          or(isNull(phoneCertifications.tokenExpiresAt), lt(phoneCertifications.tokenExpiresAt, cutoff)),
        ),
      )
      .limit(limit);
    const rows = await this.db
      .delete(phoneCertifications)
      .where(inArray(phoneCertifications.certificationSeq, old))
      .returning({ seq: phoneCertifications.certificationSeq });
    return rows.length;
  }
}

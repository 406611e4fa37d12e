import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { phoneCertifications } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import { newToken, safeEqualHex, sha256, sixDigitCode } from '../lib/tokens.js';

export const CODE_TTL_MS = 3 * 60 * 1000;
export const TOKEN_TTL_MS = 30 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

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

  /** Checks the newest code for the phone; on success hands out a single-use 30-minute token. */
  async verify(phoneNumber: string, code: string) {
    const cert = await this.latest(phoneNumber);
    if (!cert || cert.verifiedAt) throw new AppError('INVALID_CERTIFICATION');
    if (cert.attempts >= MAX_ATTEMPTS) throw new AppError('CERTIFICATION_ATTEMPTS_EXCEEDED');
    if (cert.expiresAt.getTime() <= Date.now()) throw new AppError('CERTIFICATION_EXPIRED');
    if (!safeEqualHex(sha256(code), cert.codeHash)) {
      await this.db
        .update(phoneCertifications)
        .set({ attempts: cert.attempts + 1 })
        .where(eq(phoneCertifications.certificationSeq, cert.certificationSeq));
      if (cert.attempts + 1 >= MAX_ATTEMPTS) throw new AppError('CERTIFICATION_ATTEMPTS_EXCEEDED');
      throw new AppError('INVALID_CERTIFICATION', undefined, {
        remainingAttempts: MAX_ATTEMPTS - cert.attempts - 1,
      });
    }
    const token = newToken();
    const tokenExpiresAt = new Date(Date.now() + TOKEN_TTL_MS);
    await this.db
      .update(phoneCertifications)
      .set({ verifiedAt: new Date(), tokenHash: sha256(token), tokenExpiresAt })
      .where(eq(phoneCertifications.certificationSeq, cert.certificationSeq));
    return { certificationToken: token, expiresAt: tokenExpiresAt };
  }

  /** Marks the token used; fails unless it was issued for this phone and purpose and is still fresh. */
  async consumeToken(token: string, phoneNumber: string, purpose: CertPurpose, tx: Db = this.db) {
    const [row] = await tx
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
    if (!row)
      throw new AppError('INVALID_CERTIFICATION', '휴대폰 인증 정보가 올바르지 않거나 만료되었습니다.');
  }
}

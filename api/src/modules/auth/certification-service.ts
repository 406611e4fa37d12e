import type { Repositories } from '../../repositories.js';
import type { SmsSender } from '../../infra/sms.js';
import type { CertPurpose } from './certification-repository.js';

/** Phone certification: a 6-digit code by SMS (3 minutes), exchanged for a single-use certification token. */
export class CertificationService {
  constructor(
    private readonly repos: Repositories,
    private readonly sms: SmsSender,
  ) {}

  /** Seconds until another code may be sent to this phone (0: now). */
  async resendWait(phoneNumber: string, resendSec: number) {
    const last = await this.repos.certifications.latest(phoneNumber);
    if (!last) return 0;
    return Math.max(0, Math.ceil((last.createdAt.getTime() + resendSec * 1000 - Date.now()) / 1000));
  }

  async send(phoneNumber: string, purpose: CertPurpose) {
    const { code, expiresAt } = await this.repos.certifications.create(phoneNumber, purpose);
    await this.sms.send(phoneNumber, `[가디언] 인증번호 [${code}]를 입력해 주세요. (3분 이내)`);
    return { expiresAt };
  }

  async verify(phoneNumber: string, code: string) {
    const { certificationToken } = await this.repos.certifications.verify(phoneNumber, code);
    return { certificationToken };
  }
}

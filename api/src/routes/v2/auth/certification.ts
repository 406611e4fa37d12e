import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { rateLimited } from '../../../lib/errors.js';
import type { CertPurpose } from '../../../repositories/certification-repository.js';
import { obj, phoneNumber, responses, S } from '../../common-schemas.js';

export default async function certificationRoutes(app: FastifyInstance) {
  const limits = app.config.rateLimits;

  app.post<{ Body: { phoneNumber: string; purpose: CertPurpose } }>(
    '/mobile-certification',
    {
      schema: {
        tags: ['auth'],
        summary: '휴대폰 인증번호 발송 (6자리, 3분 유효)',
        description: `429 RATE_LIMITED: resend within ${limits.certResendSec}s, or more than ${limits.certPerPhone} per phone / ${limits.certPerIp} per IP per hour.`,
        body: obj({ phoneNumber, purpose: { type: 'string', enum: ['SIGNUP', 'PASSWORD'] } }),
        response: responses(obj({ expiresAt: S.dateTime })),
      },
    },
    async (request) => {
      const { phoneNumber: phone, purpose } = request.body;
      const last = await app.repos.certifications.latest(phone);
      if (last) {
        const wait = Math.ceil((last.createdAt.getTime() + limits.certResendSec * 1000 - Date.now()) / 1000);
        if (wait > 0) throw rateLimited(wait);
      }
      await app.rateLimit.consume(`cert:ip:${request.ip}`, limits.certPerIp, limits.certWindowSec);
      await app.rateLimit.consume(`cert:phone:${phone}`, limits.certPerPhone, limits.certWindowSec);
      const { code, expiresAt } = await app.repos.certifications.create(phone, purpose);
      await app.sms.send(phone, `[가디언] 인증번호 [${code}]를 입력해주세요. (3분 이내)`);
      return ok({ expiresAt });
    },
  );

  app.post<{ Body: { phoneNumber: string; code: string } }>(
    '/mobile-certification/verify',
    {
      schema: {
        tags: ['auth'],
        summary: '인증번호 확인 → certificationToken (30분, 1회용)',
        description:
          'INVALID_CERTIFICATION (400), CERTIFICATION_EXPIRED (400), CERTIFICATION_ATTEMPTS_EXCEEDED (429, after 5 wrong codes).',
        body: obj({ phoneNumber, code: { type: 'string', pattern: '^\\d{6}$' } }),
        response: responses(obj({ certificationToken: S.str })),
      },
    },
    async (request) => {
      const { certificationToken } = await app.repos.certifications.verify(
        request.body.phoneNumber,
        request.body.code,
      );
      return ok({ certificationToken });
    },
  );
}
